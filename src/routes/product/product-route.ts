// The request side of /product/{slug} (Polish and /en twin): load the product, answer the
// question form's POST through the action (redirect after success), or say the product is not found (404).
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import { env } from '../../lib/env';
import { publicCacheControl } from '../../lib/catalogue/cache-policy';
import { loadProductPage, type ProductPageData } from '../../lib/catalogue/product';
import { submitForm } from '../../lib/actions/form-post';
import { emptyQuestionForm, failedQuestionForm, QUESTION_ANCHOR, QUESTION_SENT_PARAM, type QuestionFormState } from '../../components/product/question-form';
import { allowVideoFrames } from '../../lib/video-frames-csp';

export type ProductRoute =
  | { response: Response }
  | { response?: undefined; notFound: true }
  | { response?: undefined; notFound?: false; locale: Locale; data: ProductPageData; question: QuestionFormState };

export async function productRoute(Astro: AstroGlobal): Promise<ProductRoute> {
  const locale = requestLocale(Astro);
  const data = await loadProductPage({ slug: Astro.params.slug ?? '', locale, shop: Astro.locals.shop });
  if (!data) {
    // Rendered by the route itself (src/components/catalogue/NotFound.astro) so /en stays English.
    Astro.response.status = 404;
    return { notFound: true };
  }
  allowVideoFrames(Astro.response, data.descriptionHtml);

  if (Astro.request.method === 'POST') {
    const { refusal, form, result } = await submitForm(Astro, actions.askAboutProduct, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      return { locale, data, question: { ...emptyQuestionForm(false), formError: refusal.message } };
    }
    if (!result.error) {
      return { response: Astro.redirect(`${Astro.url.pathname}?${QUESTION_SENT_PARAM}=sent#${QUESTION_ANCHOR}`, 303) };
    }
    Astro.response.status = result.error.status;
    return { locale, data, question: failedQuestionForm(form, result.error, locale) };
  }

  Astro.response.headers.set('Cache-Control', publicCacheControl({ sharedSeconds: env().PAGE_CACHE_SECONDS }));
  return { locale, data, question: emptyQuestionForm(Astro.url.searchParams.get(QUESTION_SENT_PARAM) === 'sent') };
}
