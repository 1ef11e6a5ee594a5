import { describe, expect, it } from 'vitest';
import { pathRedirect } from './path-redirects';

describe('pathRedirect', () => {
  it('sends /tag-produktu/{rest} to /category/{rest}', () => {
    expect(pathRedirect('/tag-produktu/buty', '')).toEqual({ location: '/category/buty', status: 301 });
    expect(pathRedirect('/tag-produktu/buty/zimowe', '?page=2')).toEqual({ location: '/category/buty/zimowe?page=2', status: 301 });
    expect(pathRedirect('/en/tag-produktu/shoes', '')).toEqual({ location: '/en/category/shoes', status: 301 });
    expect(pathRedirect('/tag-produktu/buty/', '')).toEqual({ location: '/category/buty', status: 301 });
  });

  it('drops a trailing slash from a non-root path with 301, keeping the query', () => {
    expect(pathRedirect('/kontakt/', '')).toEqual({ location: '/kontakt', status: 301 });
    expect(pathRedirect('/category/buty/', '?sort=price&page=2')).toEqual({ location: '/category/buty?sort=price&page=2', status: 301 });
    expect(pathRedirect('/en/', '')).toEqual({ location: '/en', status: 301 });
    expect(pathRedirect('/a//', '')).toEqual({ location: '/a', status: 301 });
    expect(pathRedirect('//', '?x=1')).toEqual({ location: '/?x=1', status: 301 });
  });

  it('never redirects the root or a clean path', () => {
    expect(pathRedirect('/', '')).toBeNull();
    expect(pathRedirect('/', '?q=1')).toBeNull();
    expect(pathRedirect('/kontakt', '')).toBeNull();
    expect(pathRedirect('/category/tag-produktu', '')).toBeNull();
  });

  it('never turns a path into another host', () => {
    expect(pathRedirect('//evil.example/', '')).toEqual({ location: '/evil.example', status: 301 });
  });
});
