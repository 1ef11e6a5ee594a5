// POST /en/preview/logout: the English twin of /preview/logout (lands on the English preview sign-in).
export { GET, POST } from '../../preview/logout';
