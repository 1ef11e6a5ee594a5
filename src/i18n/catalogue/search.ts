import { defineMessages } from '../define';

export const search = defineMessages({
  en: {
    title: 'Search',
    resultsTitle: 'Results for “{query}”',
    emptyQueryTitle: 'What are you looking for?',
    emptyQueryText: 'Type a product name or a word from its description in the search box.',
    noResultsTitle: 'Nothing found for “{query}”',
    noResultsText: 'Check the spelling, use fewer or more general words, or browse the categories.',
    browseCategories: 'Browse the categories',
    suggestions: 'Suggestions',
  },
  pl: {
    title: 'Wyszukiwanie',
    resultsTitle: 'Wyniki dla „{query}”',
    emptyQueryTitle: 'Czego szukasz?',
    emptyQueryText: 'Wpisz w wyszukiwarkę nazwę produktu lub słowo z jego opisu.',
    noResultsTitle: 'Nic nie znaleźliśmy dla „{query}”',
    noResultsText: 'Sprawdź pisownię, użyj mniej lub bardziej ogólnych słów albo przejrzyj kategorie.',
    browseCategories: 'Przeglądaj kategorie',
    suggestions: 'Podpowiedzi',
  },
});
