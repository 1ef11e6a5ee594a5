// A link from elsewhere to a section of a content page (`/regulamin#zwroty`) names the section as its
// author did; the sanitiser moved that name into the content's namespace (`user-content-zwroty`). When the
// page has no element of the name itself, the section of that name in the content is scrolled to, on load
// and on every change of the fragment. A name of the shop's own (`#content`) is left to the browser.
import { USER_CONTENT_PREFIX } from '../../lib/user-content';

function sectionOf(hash: string): Element | undefined {
  let name: string;
  try {
    name = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  if (!name || name.startsWith(USER_CONTENT_PREFIX) || document.getElementById(name)) return undefined;
  return document.getElementById(`${USER_CONTENT_PREFIX}${name}`) ?? document.getElementsByName(`${USER_CONTENT_PREFIX}${name}`)[0];
}

export function followUserContentAnchors(): void {
  const follow = () => sectionOf(location.hash)?.scrollIntoView();
  follow();
  window.addEventListener('hashchange', follow);
}
