import { defineMessages } from '../define';

// The cart: header badge, the cart page, processing outcomes and the unavailable-items dialog.
export const cart = defineMessages({
  en: {
    title: 'Cart',
    /** Plural forms of the number of pieces in the cart ({count}). */
    pieces: { one: '{count} item', few: '{count} items', many: '{count} items', other: '{count} items' },
    /** Accessible name of the header cart link: '{title}, {pieces}'. */
    linkLabel: '{title}, {pieces}',
    empty: 'Cart, empty',
    page: {
      heading: 'Your cart',
      loading: 'Loading your cart…',
      needsJavaScript: 'The cart needs JavaScript, which is turned off or blocked in this browser. Turn it on to see your cart and place an order.',
      empty: 'Your cart is empty.',
      emptyHint: 'Find something you like in the shop.',
      backToShop: 'Back to the shop',
      checkout: 'Go to checkout',
      processing: 'Updating prices…',
      lines: 'Products in the cart',
    },
    line: {
      options: 'Options',
      yes: 'yes',
      no: 'no',
      quantity: 'Quantity',
      /** Contains {name}. */
      decrease: 'Fewer of {name}',
      /** Contains {name}. */
      increase: 'More of {name}',
      /** Contains {name}. */
      quantityOf: 'Quantity of {name}',
      /** Contains {step}. */
      step: 'Sold in multiples of {step}',
      unitPrice: 'Unit price',
      priceBefore: 'Price before discount',
      lineTotal: 'Total',
      remove: 'Remove',
      /** Contains {name}. */
      removeLabel: 'Remove {name} from the cart',
      /** Contains {from} and {to}. */
      quantityChanged: 'Only {to} can be bought now, so the quantity changed from {from} to {to}.',
      /** Contains {from} and {to}. */
      priceChanged: 'The price changed from {from} to {to}.',
    },
    coupon: {
      label: 'Discount code',
      apply: 'Apply',
      remove: 'Remove',
      /** Contains {code}. */
      removeLabel: 'Remove the code {code}',
      applied: 'Discount codes',
      /** Contains {code}. */
      unknown: 'The code “{code}” does not exist or has expired.',
      /** Contains {code}. */
      notApplicable: 'The code “{code}” does not apply to the products in your cart.',
      /** Contains {code}. */
      added: 'The code “{code}” was applied.',
      /** Contains {code}. */
      duplicate: 'The code “{code}” is already in your cart.',
      required: 'Enter a discount code.',
      /** Contains {code}. */
      checking: 'Checking the code “{code}”…',
      /** Contains {code} and {minutes}. */
      throttled: 'The code “{code}” was not checked: too many wrong discount codes were tried from your network. Please try again in {minutes} min.',
      emptyCart: 'Add products to the cart before entering a discount code.',
      /** Contains {max}. */
      tooMany: 'A cart can hold at most {max} discount codes. Remove one to add another.',
    },
    summary: {
      heading: 'Summary',
      value: 'Products',
      discounts: 'Discounts',
      sales: 'Sales',
      shipping: 'Delivery from',
      shippingTime: 'Ships in',
      total: 'Total',
      deliveryAtCheckout: 'Delivery is chosen and added at checkout.',
      stale: 'These figures may be out of date; they will be updated when the shop can be reached.',
      free: 'free',
      /** Contains {amount}. */
      freeDeliveryMissing: 'Add {amount} more for free delivery.',
      freeDeliveryReached: 'Your order qualifies for free delivery.',
    },
    unavailable: {
      heading: 'No longer available',
      reason: 'Sold out or withdrawn from sale, so it is not included in the total.',
      refused: 'The cart could not be priced, so this product was taken out of the order. Remove it and add it again from its page.',
      remove: 'Remove',
      /** Contains {name}. */
      removeLabel: 'Remove {name} from the unavailable products',
      removeAll: 'Remove all unavailable products',
      dialogTitle: 'Some products are no longer available',
      dialogText: 'These products can no longer be bought, so they were taken out of your order:',
      dialogRemove: 'Remove them from the cart',
      dialogClose: 'Keep them listed',
    },
    processing: {
      offline: 'You are offline. Your cart is kept as it is and will be updated when the connection is back.',
      offlineTitle: 'No connection',
      unreachable: 'The shop could not update your cart right now. It is kept as it is; we will try again.',
      refusedTitle: 'Your cart could not be priced',
      badRequest: 'The cart could not be read. Reload the page and try again.',
      addedTitle: 'Added to the cart',
    },
  },
  pl: {
    title: 'Koszyk',
    pieces: { one: '{count} produkt', few: '{count} produkty', many: '{count} produktów', other: '{count} produktu' },
    linkLabel: '{title}, {pieces}',
    empty: 'Koszyk, pusty',
    page: {
      heading: 'Twój koszyk',
      loading: 'Wczytywanie koszyka…',
      needsJavaScript: 'Koszyk wymaga JavaScriptu, który jest w tej przeglądarce wyłączony lub zablokowany. Włącz go, aby zobaczyć koszyk i złożyć zamówienie.',
      empty: 'Twój koszyk jest pusty.',
      emptyHint: 'Znajdź coś dla siebie w sklepie.',
      backToShop: 'Wróć do sklepu',
      checkout: 'Przejdź do kasy',
      processing: 'Aktualizujemy ceny…',
      lines: 'Produkty w koszyku',
    },
    line: {
      options: 'Opcje',
      yes: 'tak',
      no: 'nie',
      quantity: 'Ilość',
      decrease: 'Mniej: {name}',
      increase: 'Więcej: {name}',
      quantityOf: 'Ilość: {name}',
      step: 'Sprzedawane po {step} szt.',
      unitPrice: 'Cena za sztukę',
      priceBefore: 'Cena przed rabatem',
      lineTotal: 'Razem',
      remove: 'Usuń',
      removeLabel: 'Usuń {name} z koszyka',
      quantityChanged: 'Można teraz kupić tylko {to} szt., więc ilość zmieniono z {from} na {to}.',
      priceChanged: 'Cena zmieniła się z {from} na {to}.',
    },
    coupon: {
      label: 'Kod rabatowy',
      apply: 'Zastosuj',
      remove: 'Usuń',
      removeLabel: 'Usuń kod {code}',
      applied: 'Kody rabatowe',
      unknown: 'Kod „{code}” nie istnieje lub wygasł.',
      notApplicable: 'Kod „{code}” nie dotyczy produktów w Twoim koszyku.',
      added: 'Zastosowano kod „{code}”.',
      duplicate: 'Kod „{code}” jest już w koszyku.',
      required: 'Wpisz kod rabatowy.',
      checking: 'Sprawdzamy kod „{code}”…',
      throttled: 'Nie sprawdziliśmy kodu „{code}”: z Twojej sieci wpisano zbyt wiele błędnych kodów rabatowych. Spróbuj ponownie za {minutes} min.',
      emptyCart: 'Dodaj produkty do koszyka, zanim wpiszesz kod rabatowy.',
      tooMany: 'Koszyk może mieć najwyżej {max} kodów rabatowych. Usuń jeden, aby dodać inny.',
    },
    summary: {
      heading: 'Podsumowanie',
      value: 'Produkty',
      discounts: 'Rabaty',
      sales: 'Promocje',
      shipping: 'Dostawa od',
      shippingTime: 'Wysyłka',
      total: 'Razem',
      deliveryAtCheckout: 'Dostawę wybierzesz i doliczymy w kasie.',
      stale: 'Te kwoty mogą być nieaktualne; zaktualizujemy je, gdy sklep będzie osiągalny.',
      free: 'za darmo',
      freeDeliveryMissing: 'Do darmowej dostawy brakuje {amount}.',
      freeDeliveryReached: 'Twoje zamówienie ma darmową dostawę.',
    },
    unavailable: {
      heading: 'Niedostępne',
      reason: 'Wyprzedane lub wycofane ze sprzedaży, więc nie wliczamy go do sumy.',
      refused: 'Nie udało się przeliczyć koszyka, więc ten produkt wyłączono z zamówienia. Usuń go i dodaj ponownie ze strony produktu.',
      remove: 'Usuń',
      removeLabel: 'Usuń {name} z niedostępnych produktów',
      removeAll: 'Usuń wszystkie niedostępne produkty',
      dialogTitle: 'Niektóre produkty są już niedostępne',
      dialogText: 'Tych produktów nie można już kupić, więc wyłączyliśmy je z zamówienia:',
      dialogRemove: 'Usuń je z koszyka',
      dialogClose: 'Zostaw je na liście',
    },
    processing: {
      offline: 'Jesteś offline. Koszyk zostaje bez zmian i zaktualizujemy go, gdy połączenie wróci.',
      offlineTitle: 'Brak połączenia',
      unreachable: 'Sklep nie mógł teraz zaktualizować koszyka. Koszyk zostaje bez zmian; spróbujemy ponownie.',
      refusedTitle: 'Nie udało się przeliczyć koszyka',
      badRequest: 'Nie udało się odczytać koszyka. Odśwież stronę i spróbuj ponownie.',
      addedTitle: 'Dodano do koszyka',
    },
  },
});
