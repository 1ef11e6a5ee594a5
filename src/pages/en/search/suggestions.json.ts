export { GET } from '../../search/suggestions.json';
