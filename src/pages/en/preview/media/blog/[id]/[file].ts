// /en/preview/media/blog/{file id}/{width}.webp: the English twin of the preview's covers (the English preview's cookie).
export { GET } from '../../../../../preview/media/blog/[id]/[file]';
