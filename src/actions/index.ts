// Astro actions: the browser's only door to the server (docs/architecture.md#layers). Each is also listed in
// ./accepts.ts (form or JSON) for the action guard; a missing one is a type error there.
import { askAboutProduct } from './product/product-question';
import { processCartAction } from './cart/process-cart';
import { signInAction } from './account/sign-in';
import { manageAddressAction } from './account/addresses';
import { registerAction } from './account/register';
import { requestPasswordReset, resetPassword } from './account/password-reset';
import { buyAgainAction } from './orders/buy-again';
import { changePasswordAction, deleteAccountAction, manageTwoFactorAction, updatePreferencesAction, updateProfileAction } from './account/settings';
import { startProviderSignInAction } from './account/provider-sign-in';
import { placeOrderAction } from './checkout/place-order';
import { addToWishlist, checkWishlist, listWishlist, removeFromWishlist, wishlistProducts } from './wishlist/wishlist';
import { payOrderAction } from './checkout/pay-order';
import { saveConsentAction } from './consent/save-consent';
import { sendContactMessage } from './contact/send-contact-message';
import { previewSignInAction } from './preview/preview-sign-in';
import { failForTests } from './test-hooks';

export const server = {
  askAboutProduct,
  processCart: processCartAction,
  signIn: signInAction,
  previewSignIn: previewSignInAction,
  manageAddress: manageAddressAction,
  register: registerAction,
  requestPasswordReset,
  resetPassword,
  buyAgain: buyAgainAction,
  updateProfile: updateProfileAction,
  changePassword: changePasswordAction,
  manageTwoFactor: manageTwoFactorAction,
  updatePreferences: updatePreferencesAction,
  deleteAccount: deleteAccountAction,
  startProviderSignIn: startProviderSignInAction,
  placeOrder: placeOrderAction,
  addToWishlist,
  removeFromWishlist,
  checkWishlist,
  listWishlist,
  wishlistProducts,
  payOrder: payOrderAction,
  saveConsent: saveConsentAction,
  sendContactMessage,
  failForTests,
};
