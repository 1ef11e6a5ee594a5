// The click on a video's button in editor HTML: with the shopper's consent to functional cookies, the
// button becomes the player's frame (its address rebuilt from the video's id, never taken from the
// page); without it, a note under the video says why it does not play here and how to watch it.
import { consentFromCookieHeader } from '../../lib/consent/consent';
import { isValidVideo, isVideoProvider, videoPlayerUrl, videoWatchUrl, type EmbeddedVideo } from '../../lib/video-embeds';

function videoOf(button: HTMLButtonElement): EmbeddedVideo | null {
  const { videoProvider: provider, videoId: id, videoHash: hash } = button.dataset;
  if (!isVideoProvider(provider) || !id) return null;
  const video = hash === undefined ? { provider, id } : { provider, id, hash };
  return isValidVideo(video) ? video : null;
}

function play(button: HTMLButtonElement, video: EmbeddedVideo): void {
  const frame = document.createElement('iframe');
  frame.className = 'video-frame';
  frame.src = videoPlayerUrl(video);
  frame.title = button.textContent?.trim() ?? '';
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  const noteId = button.getAttribute('aria-describedby');
  if (noteId) document.getElementById(noteId)?.remove();
  button.replaceWith(frame);
  frame.focus();
}

let notes = 0;

function explain(button: HTMLButtonElement, video: EmbeddedVideo): void {
  if (button.hasAttribute('aria-describedby')) return;
  const template = document.querySelector<HTMLTemplateElement>(`template[data-video-note="${video.provider}"]`);
  const note = template?.content.firstElementChild?.cloneNode(true);
  if (!(note instanceof HTMLElement)) return;
  note.id = `video-note-${++notes}`;
  note.querySelector<HTMLAnchorElement>('[data-video-watch]')?.setAttribute('href', videoWatchUrl(video));
  (button.closest('.embed-responsive') ?? button).after(note);
  button.setAttribute('aria-describedby', note.id);
}

export function startVideoFacades(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button.video-facade') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    const video = videoOf(button);
    if (!video) return;
    if (consentFromCookieHeader(document.cookie)?.functional) play(button, video);
    else explain(button, video);
  });
}
