import { describe, expect, it } from 'vitest';
import { isValidVideo, videoFromFrameSrc, videoPlayerUrl, videoProvidersIn, videoWatchUrl } from './video-embeds';

describe('videos embedded by the editor', () => {
  it('reads the video of a YouTube or Vimeo player address, as the editor writes it or in full', () => {
    expect(videoFromFrameSrc('//www.youtube.com/embed/aBc_dE-fG12')).toEqual({ provider: 'youtube', id: 'aBc_dE-fG12' });
    expect(videoFromFrameSrc('https://www.youtube-nocookie.com/embed/aBc_dE-fG12?start=3')).toEqual({ provider: 'youtube', id: 'aBc_dE-fG12' });
    expect(videoFromFrameSrc('//player.vimeo.com/video/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(videoFromFrameSrc('https://player.vimeo.com/video/76979871?h=8272103f6e')).toEqual({ provider: 'vimeo', id: '76979871', hash: '8272103f6e' });
  });
  it('refuses look-alike hosts, other schemes, credentials, ports and malformed ids', () => {
    for (const src of [
      'https://www.youtube.com.evil.example/embed/aBc_dE-fG12',
      'javascript:alert(1)',
      'https://user@www.youtube.com/embed/aBc_dE-fG12',
      'https://www.youtube.com:8443/embed/aBc_dE-fG12',
      'https://www.youtube.com/embed/short',
      'https://www.youtube.com/watch?v=aBc_dE-fG12',
      'https://player.vimeo.com/video/1?h=<x>',
      'ftp://player.vimeo.com/video/1',
      '',
      undefined,
    ]) {
      expect(videoFromFrameSrc(src), String(src)).toBeNull();
    }
    expect(isValidVideo({ provider: 'youtube', id: 'aBc_dE-fG12', hash: 'ab' })).toBe(false);
    expect(isValidVideo({ provider: 'dailymotion', id: 'x' })).toBe(false);
  });
  it('frames YouTube only through its privacy-enhanced host, and links each video on its own site', () => {
    expect(videoPlayerUrl({ provider: 'youtube', id: 'aBc_dE-fG12' })).toBe('https://www.youtube-nocookie.com/embed/aBc_dE-fG12?autoplay=1');
    expect(videoPlayerUrl({ provider: 'vimeo', id: '7', hash: 'ab' })).toBe('https://player.vimeo.com/video/7?h=ab&autoplay=1&dnt=1');
    expect(videoWatchUrl({ provider: 'youtube', id: 'aBc_dE-fG12' })).toBe('https://www.youtube.com/watch?v=aBc_dE-fG12');
    expect(videoWatchUrl({ provider: 'vimeo', id: '7' })).toBe('https://vimeo.com/7');
  });
  it('names the providers whose facades a page holds', () => {
    expect(videoProvidersIn('<button data-video-provider="vimeo">')).toEqual(['vimeo']);
    expect(videoProvidersIn('<p>youtube</p>')).toEqual([]);
  });
});
