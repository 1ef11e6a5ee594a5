import { defineMessages } from '../define';

export const blog = defineMessages({
  en: {
    title: 'Blog',
    description: 'Care guides, gift ideas and news from our shop.',
    empty: 'No posts yet.',
    published: 'Published',
    tags: 'Tags',
    readPost: 'Read: {title}',
    allPosts: 'All posts',
    author: 'Author',
    unavailable: 'The blog is unavailable right now. Please try again in a few minutes.',
  },
  pl: {
    title: 'Blog',
    description: 'Poradniki pielęgnacji, pomysły na prezenty i nowości z naszego sklepu.',
    empty: 'Nie ma jeszcze wpisów.',
    published: 'Opublikowano',
    tags: 'Tagi',
    readPost: 'Czytaj: {title}',
    allPosts: 'Wszystkie wpisy',
    author: 'Autor',
    unavailable: 'Blog jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.',
  },
});
