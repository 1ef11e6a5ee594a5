import { describe, expect, it } from 'vitest';
import { allowVideoFrames, VIDEO_FRAMES_HEADER, videoFrameOrigins } from './video-frames-csp';

describe('video players in the page CSP', () => {
  it('names only the providers whose facades the page holds, merged over several pieces of HTML', () => {
    const response = { headers: new Headers() };
    allowVideoFrames(response, '<p>no video</p>', null);
    expect(response.headers.has(VIDEO_FRAMES_HEADER)).toBe(false);
    allowVideoFrames(response, '<button class="video-facade" data-video-provider="youtube" data-video-id="aBc_dE-fG12">x</button>');
    allowVideoFrames(response, '<button class="video-facade" data-video-provider="vimeo" data-video-id="7">y</button>');
    expect(response.headers.get(VIDEO_FRAMES_HEADER)).toBe('vimeo,youtube');
  });
  it("turns the header into the players' origins only, whatever else it says", () => {
    expect(videoFrameOrigins('youtube')).toEqual(['https://www.youtube-nocookie.com']);
    expect(videoFrameOrigins('vimeo, youtube')).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    expect(videoFrameOrigins('https://evil.test,*,youtube.com')).toEqual([]);
    expect(videoFrameOrigins(null)).toEqual([]);
  });
});
