// POST /en/logout: the English twin of /logout (lands on the English home).
export { GET, POST } from '../logout';
