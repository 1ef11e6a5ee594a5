// The demo shop's content pages in Polish and English. Written for the demo, so that a new operator
// sees at once what a page written in the admin can hold: headings, lists, a table, a quote, a picture
// with a caption and links. The care guide is written as the platform's editor (Imperavi's Article
// Editor, as Heseya's admin configures it) writes a page: a grid of two columns with a floated picture,
// aligned text, a wide table, a video embedded from YouTube and a card as a callout. Pictures name the platform's own media by path (/media/…); the platform answers
// them with its full address. Figures (prices, times) match the demo's shipping methods and sales.
import type { StoredPage } from '../content/content-routes.ts';
import { demoId } from './ids.ts';

/** The picture on the About page (platform/media/product-art.ts: studioSvg). */
export const STUDIO_PICTURE = {
  file: 'o-nas-pracownia.svg',
  alts: {
    pl: 'Półki z kubkami i miskami schnącymi przed wypałem, obok koło garncarskie',
    en: 'Shelves of mugs and bowls drying before firing, with a potter’s wheel beside them',
  },
} as const;

type Text = [name: string, html: string];

const ABOUT_PL: Text = [
  'O nas',
  `
<p>Sklep Demo to mała pracownia z Krakowa. Od 2015 roku projektujemy i wybieramy przedmioty do domu, które mają służyć latami: kubki toczone na kole, lniane tkaniny, meble z litego drewna.</p>
<figure>
<img src="/media/${STUDIO_PICTURE.file}" alt="${STUDIO_PICTURE.alts.pl}" width="1200" height="675">
<figcaption>Nasza pracownia w Krakowie: tu powstaje większość ceramiki z naszej oferty.</figcaption>
</figure>
<h2>Co jest dla nas ważne</h2>
<ul>
<li><strong>Trwałość.</strong> Wybieramy materiały, które z czasem nabierają charakteru, zamiast się zużywać.</li>
<li><strong>Bliskie pochodzenie.</strong> Większość produktów powstaje w promieniu 300 km od Krakowa.</li>
<li><strong>Naprawa zamiast wymiany.</strong> Do lamp i mebli dosyłamy części zamienne przez co najmniej pięć lat.</li>
</ul>
<h2>Jak powstaje kubek</h2>
<ol>
<li>Toczymy go na kole z gliny kamionkowej.</li>
<li>Po tygodniu schnięcia wypalamy go pierwszy raz, w 950 °C.</li>
<li>Szkliwimy go ręcznie i wypalamy drugi raz, w 1250 °C.</li>
<li>Sprawdzamy każdy egzemplarz, zanim trafi do paczki.</li>
</ol>
<h2>Skąd pochodzą nasze materiały</h2>
<table>
<caption>Materiały w naszej ofercie</caption>
<thead><tr><th scope="col">Materiał</th><th scope="col">Pochodzenie</th><th scope="col">Udział</th></tr></thead>
<tbody>
<tr><th scope="row">Glina kamionkowa</th><td>Dolny Śląsk</td><td>35%</td></tr>
<tr><th scope="row">Drewno dębowe i jesionowe</th><td>Podkarpacie</td><td>30%</td></tr>
<tr><th scope="row">Len</th><td>Podlasie</td><td>25%</td></tr>
<tr><th scope="row">Pozostałe</th><td>Polska i Czechy</td><td>10%</td></tr>
</tbody>
</table>
<figure>
<blockquote><p>Dobry przedmiot poznaje się po tym, że po dziesięciu latach wciąż chce się po niego sięgać.</p></blockquote>
<figcaption>Magdalena Wiśniewska, założycielka pracowni</figcaption>
</figure>
<h2>Zajrzyj do nas</h2>
<p>Zacznij od kategorii <a href="/category/dom">Dom i wnętrze</a>, sprawdź, <a href="/dostawa">jak wysyłamy zamówienia</a>, albo <a href="/kontakt">napisz do nas</a>. Nasze salony znajdziesz w Warszawie (ul. Marszałkowska 10) i w Krakowie (ul. Floriańska 5); do salonu w Warszawie zadzwonisz pod numer <a href="tel:+48221234567">22&nbsp;123&nbsp;45&nbsp;67</a>.</p>
`,
];

const ABOUT_EN: Text = [
  'About us',
  `
<p>Demo Shop is a small studio in Kraków. Since 2015 we have designed and chosen things for the home that are meant to last for years: wheel-thrown mugs, linen textiles and solid wood furniture.</p>
<figure>
<img src="/media/${STUDIO_PICTURE.file}" alt="${STUDIO_PICTURE.alts.en}" width="1200" height="675">
<figcaption>Our studio in Kraków, where most of our ceramics are made.</figcaption>
</figure>
<h2>What matters to us</h2>
<ul>
<li><strong>Durability.</strong> We choose materials that gain character with age instead of wearing out.</li>
<li><strong>Made nearby.</strong> Most of our products are made within 300 km of Kraków.</li>
<li><strong>Repair, not replace.</strong> We send spare parts for our lamps and furniture for at least five years.</li>
</ul>
<h2>How a mug is made</h2>
<ol>
<li>We throw it on the wheel from stoneware clay.</li>
<li>After a week of drying it is fired for the first time, at 950 °C.</li>
<li>We glaze it by hand and fire it again, at 1250 °C.</li>
<li>We check every piece before it goes into a parcel.</li>
</ol>
<h2>Where our materials come from</h2>
<table>
<caption>The materials in our range</caption>
<thead><tr><th scope="col">Material</th><th scope="col">Origin</th><th scope="col">Share</th></tr></thead>
<tbody>
<tr><th scope="row">Stoneware clay</th><td>Lower Silesia</td><td>35%</td></tr>
<tr><th scope="row">Oak and ash wood</th><td>Subcarpathia</td><td>30%</td></tr>
<tr><th scope="row">Linen</th><td>Podlasie</td><td>25%</td></tr>
<tr><th scope="row">Other</th><td>Poland and Czechia</td><td>10%</td></tr>
</tbody>
</table>
<figure>
<blockquote><p>You know a thing is good when, ten years on, you still reach for it.</p></blockquote>
<figcaption>Magdalena Wiśniewska, founder of the studio</figcaption>
</figure>
<h2>Come and see us</h2>
<p>Start with <a href="/en/category/dom">Home &amp; interior</a>, read <a href="/en/dostawa">how we deliver your order</a>, or <a href="/en/kontakt">write to us</a>. Our showrooms are in Warsaw (ul. Marszałkowska 10) and Kraków (ul. Floriańska 5); you can call the Warsaw showroom on <a href="tel:+48221234567">+48&nbsp;22&nbsp;123&nbsp;45&nbsp;67</a>.</p>
`,
];

const TERMS_PL: Text = [
  'Regulamin',
  `
<p>Ten regulamin opisuje, jak kupować w Sklepie Demo. Sklep jest demonstracyjny: zamówienia nie są realizowane, a płatności odbywają się w bramce testowej.</p>
<h2>1. Sprzedawca</h2>
<p>Sprzedawcą jest Sklep Demo sp. z o.o., ul. Przykładowa 1, 00-001 Warszawa. Z nami skontaktujesz się przez <a href="/kontakt">formularz kontaktowy</a>.</p>
<h2>2. Zamówienia</h2>
<ol>
<li>Zamówienie składasz w koszyku, bez zakładania konta albo po zalogowaniu.</li>
<li>Umowa zostaje zawarta, gdy potwierdzimy zamówienie e-mailem.</li>
<li>Zamówienia realizujemy w dni robocze; czas wysyłki podajemy przy każdym produkcie.</li>
</ol>
<h2>3. Odstąpienie od umowy</h2>
<p>Masz 14 dni od otrzymania paczki na odstąpienie od umowy bez podawania przyczyny. Nie dotyczy to produktów wykonanych na zamówienie, na przykład zasłon na wymiar i kubków z grawerem.</p>
<h2>4. Reklamacje</h2>
<p>Na reklamację odpowiadamy w ciągu 14 dni. Opisz w niej wadę i dołącz zdjęcie; koszt odesłania wadliwego produktu pokrywamy my.</p>
`,
];

const TERMS_EN: Text = [
  'Terms and conditions',
  `
<p>These terms describe how to buy from Demo Shop. The shop is a demonstration: orders are not fulfilled and payments go through a test gateway.</p>
<h2>1. The seller</h2>
<p>The seller is Sklep Demo sp. z o.o., ul. Przykładowa 1, 00-001 Warszawa, Poland. You can reach us through the <a href="/en/kontakt">contact form</a>.</p>
<h2>2. Orders</h2>
<ol>
<li>You place an order from your cart, as a guest or signed in to your account.</li>
<li>The contract is made when we confirm your order by e-mail.</li>
<li>We handle orders on working days; each product shows how soon it ships.</li>
</ol>
<h2>3. Withdrawal</h2>
<p>You have 14 days from receiving your parcel to withdraw from the contract without giving a reason. This does not apply to products made to order, such as made-to-measure curtains and engraved mugs.</p>
<h2>4. Complaints</h2>
<p>We answer a complaint within 14 days. Describe the fault and add a photo; we pay for sending a faulty product back.</p>
`,
];

const PRIVACY_PL: Text = [
  'Polityka prywatności',
  `
<p>Dbamy o to, by zbierać tylko te dane, których naprawdę potrzebujemy.</p>
<h2>Jakie dane przetwarzamy</h2>
<ul>
<li>imię i nazwisko, adres e-mail i telefon, aby zrealizować zamówienie;</li>
<li>adres dostawy i dane do faktury;</li>
<li>historię zamówień, jeśli masz konto w sklepie.</li>
</ul>
<h2>Jak długo je przechowujemy</h2>
<table>
<thead><tr><th scope="col">Dane</th><th scope="col">Okres przechowywania</th></tr></thead>
<tbody>
<tr><th scope="row">Zamówienia i faktury</th><td>5 lat, zgodnie z przepisami podatkowymi</td></tr>
<tr><th scope="row">Konto klienta</th><td>do jego usunięcia</td></tr>
<tr><th scope="row">Wiadomości z formularza kontaktowego</th><td>1 rok</td></tr>
</tbody>
</table>
<h2>Twoje prawa</h2>
<p>Możesz w każdej chwili poprosić o wgląd w swoje dane, ich poprawienie lub usunięcie. Konto możesz usunąć w <a href="/account/settings">ustawieniach konta</a>, a w innych sprawach <a href="/kontakt">napisz do nas</a>.</p>
`,
];

const PRIVACY_EN: Text = [
  'Privacy policy',
  `
<p>We take care to collect only the data we really need.</p>
<h2>What data we process</h2>
<ul>
<li>your name, e-mail address and phone number, to fulfil your order;</li>
<li>your delivery address and invoice details;</li>
<li>your order history, if you have an account with us.</li>
</ul>
<h2>How long we keep it</h2>
<table>
<thead><tr><th scope="col">Data</th><th scope="col">Kept for</th></tr></thead>
<tbody>
<tr><th scope="row">Orders and invoices</th><td>5 years, as tax law requires</td></tr>
<tr><th scope="row">Customer account</th><td>until you delete it</td></tr>
<tr><th scope="row">Contact form messages</th><td>1 year</td></tr>
</tbody>
</table>
<h2>Your rights</h2>
<p>You may ask at any time to see, correct or delete your data. You can delete your account yourself in your <a href="/en/account/settings">account settings</a>; for anything else, <a href="/en/kontakt">write to us</a>.</p>
`,
];

const DELIVERY_PL: Text = [
  'Dostawa i płatności',
  `
<h2>Dostawa</h2>
<p>Wysyłamy kurierem, do Paczkomatów InPost, punktów DPD Pickup i DHL POP; zamówienie możesz też odebrać osobiście w salonie. Zamówienia złożone do 14:00 w dzień roboczy wysyłamy tego samego dnia.</p>
<table>
<caption>Sposoby dostawy w Polsce</caption>
<thead><tr><th scope="col">Sposób</th><th scope="col">Czas</th><th scope="col">Cena</th></tr></thead>
<tbody>
<tr><th scope="row">Kurier</th><td>1–2 dni robocze</td><td>14,99 zł, od 300 zł za darmo</td></tr>
<tr><th scope="row">Kurier, płatność przy odbiorze</th><td>1–2 dni robocze</td><td>19,99 zł</td></tr>
<tr><th scope="row">Paczkomat InPost</th><td>1–2 dni robocze</td><td>11,99 zł, od 300 zł za darmo</td></tr>
<tr><th scope="row">DPD Pickup</th><td>1–3 dni robocze</td><td>10,99 zł</td></tr>
<tr><th scope="row">DHL POP</th><td>1–3 dni robocze</td><td>9,99 zł</td></tr>
<tr><th scope="row">Odbiór w salonie</th><td>do 1 dnia roboczego</td><td>bezpłatnie</td></tr>
</tbody>
</table>
<p>Do Paczkomatu zmieszczą się tylko mniejsze produkty; przy większych zaproponujemy inny sposób dostawy. Produkty cyfrowe wysyłamy e-mailem zaraz po opłaceniu zamówienia.</p>
<h2>Płatności</h2>
<ul>
<li>karta lub BLIK (w tym sklepie: bramka testowa),</li>
<li>przelew tradycyjny: dane do przelewu zobaczysz po złożeniu zamówienia,</li>
<li>płatność przy odbiorze, gdy wybierzesz kuriera z pobraniem.</li>
</ul>
`,
];

const DELIVERY_EN: Text = [
  'Delivery and payment',
  `
<h2>Delivery</h2>
<p>Courier, InPost lockers, DPD Pickup and DHL POP points, or collect your order in person at a showroom. Orders placed by 2 pm on a working day ship the same day.</p>
<table>
<caption>Delivery within Poland</caption>
<thead><tr><th scope="col">Method</th><th scope="col">Time</th><th scope="col">Price</th></tr></thead>
<tbody>
<tr><th scope="row">Courier</th><td>1–2 working days</td><td>PLN 14.99, free over PLN 300</td></tr>
<tr><th scope="row">Courier, cash on delivery</th><td>1–2 working days</td><td>PLN 19.99</td></tr>
<tr><th scope="row">InPost locker</th><td>1–2 working days</td><td>PLN 11.99, free over PLN 300</td></tr>
<tr><th scope="row">DPD Pickup</th><td>1–3 working days</td><td>PLN 10.99</td></tr>
<tr><th scope="row">DHL POP</th><td>1–3 working days</td><td>PLN 9.99</td></tr>
<tr><th scope="row">Showroom pick-up</th><td>within 1 working day</td><td>free</td></tr>
</tbody>
</table>
<p>Only smaller products fit in a locker; for larger ones we offer another way of delivery. Digital products are sent by e-mail as soon as the order is paid.</p>
<h2>Payment</h2>
<ul>
<li>card or BLIK (in this shop: a test gateway),</li>
<li>traditional bank transfer: you see the transfer details once you have placed your order,</li>
<li>cash on delivery, when you choose the courier with cash on delivery.</li>
</ul>
`,
];

/** A video on YouTube shown in the care guide (YouTube's own sample video of its player). */
export const CARE_GUIDE_VIDEO_ID = 'M7lc1UVf-VE';

const CARE_PL: Text = [
  'Jak dbać o ceramikę',
  `
<p class="align-center">Kamionka z naszej pracowni wytrzyma lata codziennego używania, jeśli poznasz kilka jej zwyczajów.</p>
<div class="grid valign-top">
<div class="column column-6">
<figure class="align-center"><img src="/media/${STUDIO_PICTURE.file}" alt="${STUDIO_PICTURE.alts.pl}" width="1200" height="675"><figcaption class="align-center">Kubki po drugim wypale, gotowe do sprawdzenia.</figcaption></figure>
</div>
<div class="column column-6">
<h2>Na co dzień</h2>
<p>Szkliwo naszych kubków i misek jest twarde i gładkie: wystarczy ciepła woda i odrobina płynu. Zmywarka im nie szkodzi, ale ręczne mycie dłużej zachowuje połysk brzegów, na których glina zostaje nieszkliwiona.</p>
<p>Przed pierwszym użyciem umyj naczynie i wytrzyj je do sucha.</p>
</div>
</div>
<div class="card"><div class="card-head"><h3>Uwaga na nagłe zmiany temperatury</h3></div><div class="card-body"><p>Nie wstawiaj zimnego naczynia do gorącego piekarnika ani nie zalewaj wrzątkiem kubka prosto z lodówki: kamionka może pęknąć.</p></div></div>
<h2>Czego używać</h2>
<table>
<caption>Nasze naczynia w kuchni</caption>
<thead><tr><th scope="col">Naczynie</th><th scope="col" class="align-center">Zmywarka</th><th scope="col" class="align-center">Mikrofalówka</th><th scope="col" class="align-center">Piekarnik</th><th scope="col" class="align-center">Zamrażarka</th><th scope="col">Uwagi</th></tr></thead>
<tbody>
<tr><th scope="row">Kubki</th><td class="align-center">tak</td><td class="align-center">tak</td><td class="align-center">nie</td><td class="align-center">nie</td><td>Uchwyt grzeje się wolniej niż ścianki.</td></tr>
<tr><th scope="row">Miski</th><td class="align-center">tak</td><td class="align-center">tak</td><td class="align-center">do 200 °C</td><td class="align-center">tak</td><td>Do piekarnika wstawiaj je razem z zimnym piekarnikiem.</td></tr>
<tr><th scope="row">Talerze</th><td class="align-center">tak</td><td class="align-center">tak</td><td class="align-center">nie</td><td class="align-center">nie</td><td>Nie kroimy na nich nożem z ząbkami.</td></tr>
</tbody>
</table>
<h2>Zobacz, jak to robimy</h2>
<figure><div class="embed-responsive"><iframe width="560" height="315" src="//www.youtube.com/embed/${CARE_GUIDE_VIDEO_ID}" title="Film: pielęgnacja ceramiki" frameborder="0" allowfullscreen></iframe></div><figcaption>Krótki film o naszej pracy.</figcaption></figure>
<blockquote class="align-left"><p>Naczynie, którego się używa, z każdym rokiem wygląda lepiej.</p><p><cite>Magdalena Wiśniewska, założycielka pracowni</cite></p></blockquote>
`,
];

const CARE_EN: Text = [
  'Caring for ceramics',
  `
<p class="align-center">Stoneware from our studio lasts for years of daily use once you know a few of its habits.</p>
<div class="grid valign-top">
<div class="column column-6">
<figure class="align-center"><img src="/media/${STUDIO_PICTURE.file}" alt="${STUDIO_PICTURE.alts.en}" width="1200" height="675"><figcaption class="align-center">Mugs after their second firing, ready to be checked.</figcaption></figure>
</div>
<div class="column column-6">
<h2>Every day</h2>
<p>The glaze of our mugs and bowls is hard and smooth: warm water and a drop of washing-up liquid are all it needs. A dishwasher does no harm, but washing by hand keeps the unglazed rims looking new for longer.</p>
<p>Wash and dry a new piece before you use it for the first time.</p>
</div>
</div>
<div class="card"><div class="card-head"><h3>Mind sudden changes of temperature</h3></div><div class="card-body"><p>Never put a cold dish into a hot oven or pour boiling water into a mug straight from the fridge: stoneware can crack.</p></div></div>
<h2>What to use it for</h2>
<table>
<caption>Our tableware in the kitchen</caption>
<thead><tr><th scope="col">Piece</th><th scope="col" class="align-center">Dishwasher</th><th scope="col" class="align-center">Microwave</th><th scope="col" class="align-center">Oven</th><th scope="col" class="align-center">Freezer</th><th scope="col">Notes</th></tr></thead>
<tbody>
<tr><th scope="row">Mugs</th><td class="align-center">yes</td><td class="align-center">yes</td><td class="align-center">no</td><td class="align-center">no</td><td>The handle warms up more slowly than the sides.</td></tr>
<tr><th scope="row">Bowls</th><td class="align-center">yes</td><td class="align-center">yes</td><td class="align-center">up to 200 °C</td><td class="align-center">yes</td><td>Put them into the oven while it is still cold.</td></tr>
<tr><th scope="row">Plates</th><td class="align-center">yes</td><td class="align-center">yes</td><td class="align-center">no</td><td class="align-center">no</td><td>Please do not cut on them with a serrated knife.</td></tr>
</tbody>
</table>
<h2>See how we do it</h2>
<figure><div class="embed-responsive"><iframe width="560" height="315" src="//www.youtube.com/embed/${CARE_GUIDE_VIDEO_ID}" title="Video: caring for ceramics" frameborder="0" allowfullscreen></iframe></div><figcaption>A short film about our work.</figcaption></figure>
<blockquote class="align-left"><p>A dish that is used looks better every year.</p><p><cite>Magdalena Wiśniewska, founder of the studio</cite></p></blockquote>
`,
];

// Not public yet: the page marketing is still writing, which its staff preview on the storefront
// (/preview/page/jesienna-kolekcja) before they publish it.
const AUTUMN_PL: Text = [
  'Jesienna kolekcja',
  `
<p>Nowe szkliwa na chłodniejsze dni: kubki, miski i dzbanki w kolorach opadających liści. Pokazujemy je tutaj, zanim trafią do sklepu.</p>
<h2>Co się w niej znajdzie</h2>
<ul>
<li>kubki w szkliwie rdzawym i miodowym,</li>
<li>głębokie miski na zupy,</li>
<li>dzbanek na herbatę z ręcznie toczonym uchem.</li>
</ul>
<h2>Kiedy</h2>
<p>Kolekcja pojawi się w sklepie, gdy ostatni wypał przejdzie naszą kontrolę.</p>
`,
];

const AUTUMN_EN: Text = [
  'Autumn collection',
  `
<p>New glazes for colder days: mugs, bowls and jugs in the colours of falling leaves. We show them here before they reach the shop.</p>
<h2>What it will hold</h2>
<ul>
<li>mugs in rust and honey glazes,</li>
<li>deep soup bowls,</li>
<li>a teapot with a hand-thrown handle.</li>
</ul>
<h2>When</h2>
<p>The collection comes to the shop once its last firing has passed our checks.</p>
`,
];

export function demoPages(): StoredPage[] {
  const page = (slug: string, sort: number, [plName, plHtml]: Text, [enName, enHtml]: Text, isPublic = true): StoredPage => ({
    id: demoId(`page:${slug}`),
    slug,
    sort,
    public: isPublic,
    metadata: {},
    translations: { pl: { name: plName, content_html: plHtml.trim() }, en: { name: enName, content_html: enHtml.trim() } },
    seo: {
      translations: {
        pl: { title: `${plName} | Sklep Demo`, description: plName, keywords: [slug] },
        en: { title: `${enName} | Demo Shop`, description: enName, keywords: [slug] },
      },
      twitter_card: 'summary',
    },
  });
  return [
    page('o-nas', 0, ABOUT_PL, ABOUT_EN),
    page('regulamin', 1, TERMS_PL, TERMS_EN),
    page('polityka-prywatnosci', 2, PRIVACY_PL, PRIVACY_EN),
    page('dostawa', 3, DELIVERY_PL, DELIVERY_EN),
    page('pielegnacja-ceramiki', 4, CARE_PL, CARE_EN),
    page('jesienna-kolekcja', 5, AUTUMN_PL, AUTUMN_EN, false),
  ];
}
