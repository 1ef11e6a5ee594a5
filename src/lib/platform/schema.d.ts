// Generated from openapi/platform.yaml by `npm run platform:types`. Do not edit by hand.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe of the embedded platform */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password (and a two-factor code when enabled) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for new tokens (sent without Authorization) */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a customer account */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invalidate the current tokens */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reset-password/{token}/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that a password reset token belongs to the email */
        get: operations["verifyPasswordResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/save-reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new password with a reset token */
        put: operations["saveResetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity behind the current token (a guest profile without one) */
        get: operations["checkIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/check/{identity_token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity behind an identity token */
        get: operations["checkIdentityToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor setup; the app type returns a secret and a QR code address */
        post: operations["setupTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm two-factor setup with a code; returns recovery codes */
        post: operations["confirmTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/recovery/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate new recovery codes */
        post: operations["createRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off */
        post: operations["removeTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-in providers */
        get: operations["listAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["AuthProviderKeyPath"];
            };
            cookie?: never;
        };
        /** One sign-in provider */
        get: operations["getAuthProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Configure a sign-in provider */
        patch: operations["updateAuthProvider"];
        trace?: never;
    };
    "/auth/providers/{provider}/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a provider sign-in */
        post: operations["loginWithProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers/{provider}/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Address of the provider's sign-in page */
        post: operations["redirectToProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers/merge-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a provider identity to the signed-in account */
        post: operations["mergeProviderAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with addresses */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the signed-in user's data */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/auth/profile/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Choose own joinable roles */
        patch: operations["updateProfileRoles"];
        trace?: never;
    };
    "/auth/profile/metadata-personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge personal metadata (null removes a key) */
        patch: operations["updateProfileMetadataPersonal"];
        trace?: never;
    };
    "/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in user's password */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile/shipping-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a shipping address */
        post: operations["createShippingAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile/shipping-addresses/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved shipping address */
        delete: operations["deleteShippingAddress"];
        options?: never;
        head?: never;
        /** Change a saved shipping address */
        patch: operations["updateShippingAddress"];
        trace?: never;
    };
    "/auth/profile/billing-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a billing address */
        post: operations["createBillingAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile/billing-addresses/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved billing address */
        delete: operations["deleteBillingAddress"];
        options?: never;
        head?: never;
        /** Change a saved billing address */
        patch: operations["updateBillingAddress"];
        trace?: never;
    };
    "/orders/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's orders */
        get: operations["listMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/my/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's orders by code */
        get: operations["getMyOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/my-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products the signed-in user bought */
        get: operations["listMyOrderProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/self-remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the signed-in user's account */
        post: operations["removeOwnAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products, filtered and paginated */
        get: operations["listProducts"];
        put?: never;
        /** Create a product */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attributes usable as filters for the given sets */
        get: operations["listProductFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attributes usable as filters (Heseya's path for GET /products/filters; the storefront falls back to it on a 404) */
        get: operations["listFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product by slug */
        get: operations["getProductBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One product by id */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /** Delete a product */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /** Change a product */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/products/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a product's public metadata */
        patch: operations["updateProductMetadata"];
        trace?: never;
    };
    "/products/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a product's private metadata */
        patch: operations["updateProductMetadataPrivate"];
        trace?: never;
    };
    "/product-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product sets (categories), flat or as a tree */
        get: operations["listProductSets"];
        put?: never;
        /** Create a product set */
        post: operations["createProductSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product set by slug */
        get: operations["getProductSetBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One product set by id */
        get: operations["getProductSet"];
        put?: never;
        post?: never;
        /** Delete a product set */
        delete: operations["deleteProductSet"];
        options?: never;
        head?: never;
        /** Change a product set */
        patch: operations["updateProductSet"];
        trace?: never;
    };
    "/product-sets/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a product set's public metadata */
        patch: operations["updateProductSetMetadata"];
        trace?: never;
    };
    "/product-sets/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a product set's private metadata */
        patch: operations["updateProductSetMetadataPrivate"];
        trace?: never;
    };
    "/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content pages */
        get: operations["listPages"];
        put?: never;
        /** Create a content page */
        post: operations["createPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content page by slug */
        get: operations["getPageBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One content page by id */
        get: operations["getPage"];
        put?: never;
        post?: never;
        /** Delete a content page */
        delete: operations["deletePage"];
        options?: never;
        head?: never;
        /** Change a content page */
        patch: operations["updatePage"];
        trace?: never;
    };
    "/pages/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a page's public metadata */
        patch: operations["updatePageMetadata"];
        trace?: never;
    };
    "/pages/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a page's private metadata */
        patch: operations["updatePageMetadataPrivate"];
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shop settings (public ones for guests); flags are the string '1' */
        get: operations["listSettings"];
        put?: never;
        /** Create a setting */
        post: operations["createSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        /** One setting by name */
        get: operations["getSetting"];
        put?: never;
        post?: never;
        /** Delete a setting */
        delete: operations["deleteSetting"];
        options?: never;
        head?: never;
        /** Change a setting */
        patch: operations["updateSetting"];
        trace?: never;
    };
    "/seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's global SEO data */
        get: operations["getGlobalSeo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the shop's global SEO data */
        patch: operations["updateGlobalSeo"];
        trace?: never;
    };
    "/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect rules */
        get: operations["listRedirects"];
        put?: never;
        /** Create a redirect rule */
        post: operations["createRedirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirects/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One redirect rule */
        get: operations["getRedirect"];
        put?: never;
        post?: never;
        /** Delete a redirect rule */
        delete: operations["deleteRedirect"];
        options?: never;
        head?: never;
        /** Change a redirect rule */
        patch: operations["updateRedirect"];
        trace?: never;
    };
    "/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies of the shop */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries shipping can go to */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a cart with discounts and shipping */
        post: operations["processCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All orders */
        get: operations["listOrders"];
        put?: never;
        /**
         * Place an order
         * @description With an Idempotency-Key header (one key per checkout attempt), a second request with the same key places nothing and answers the order the first one placed (200, header Idempotent-Replayed). A real Heseya platform ignores the header.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public status of an order by its code */
        get: operations["getOrderByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{code}/pay/id:{paymentMethodId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a payment; the shopper is sent to redirect_url */
        post: operations["payOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{code}/pay/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff record a payment received outside the gateway (a bank transfer); it pays the order (permission payments.offline) */
        post: operations["payOrderOffline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's wishlist */
        get: operations["listWishlist"];
        put?: never;
        /** Add a product to the wishlist */
        post: operations["addToWishlist"];
        /** Remove every product from the wishlist */
        delete: operations["clearWishlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which of the given products are on the wishlist */
        get: operations["checkWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishlist/id:{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product_id: string;
            };
            cookie?: never;
        };
        /** The wishlist entry of a product */
        get: operations["getWishlistEntry"];
        put?: never;
        post?: never;
        /** Remove a product from the wishlist */
        delete: operations["removeFromWishlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users */
        get: operations["listUsers"];
        put?: never;
        /** Create a user */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Delete a user */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /** Change a user */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/users/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a user's public metadata */
        patch: operations["updateUserMetadata"];
        trace?: never;
    };
    "/users/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a user's private metadata */
        patch: operations["updateUserMetadataPrivate"];
        trace?: never;
    };
    "/users/id:{id}/metadata-personal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a user's personal metadata */
        patch: operations["updateUserMetadataPersonal"];
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles */
        get: operations["listRoles"];
        put?: never;
        /** Create a role */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One role */
        get: operations["getRole"];
        put?: never;
        post?: never;
        /** Delete a role */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /** Change a role */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/roles/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a role's public metadata */
        patch: operations["updateRoleMetadata"];
        trace?: never;
    };
    "/roles/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge a role's private metadata */
        patch: operations["updateRoleMetadataPrivate"];
        trace?: never;
    };
    "/sales-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales channels */
        get: operations["listSalesChannels"];
        put?: never;
        /** Create a sales channel */
        post: operations["createSalesChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales-channels/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One sales channel by id */
        get: operations["getSalesChannel"];
        put?: never;
        post?: never;
        /** Delete a sales channel */
        delete: operations["deleteSalesChannel"];
        options?: never;
        head?: never;
        /** Change a sales channel */
        patch: operations["updateSalesChannel"];
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages */
        get: operations["listLanguages"];
        put?: never;
        /** Create a language */
        post: operations["createLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One language by id */
        get: operations["getLanguage"];
        put?: never;
        post?: never;
        /** Delete a language */
        delete: operations["deleteLanguage"];
        options?: never;
        head?: never;
        /** Change a language */
        patch: operations["updateLanguage"];
        trace?: never;
    };
    "/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping methods */
        get: operations["listShippingMethods"];
        put?: never;
        /** Create a shipping method */
        post: operations["createShippingMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping-methods/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of shipping methods */
        post: operations["reorderShippingMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping-methods/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One shipping method by id */
        get: operations["getShippingMethod"];
        put?: never;
        post?: never;
        /** Delete a shipping method */
        delete: operations["deleteShippingMethod"];
        options?: never;
        head?: never;
        /** Change a shipping method */
        patch: operations["updateShippingMethod"];
        trace?: never;
    };
    "/shipping-methods/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of a shipping method (null removes a key) */
        patch: operations["updateShippingMethodMetadata"];
        trace?: never;
    };
    "/shipping-methods/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of a shipping method (null removes a key) */
        patch: operations["updateShippingMethodMetadataPrivate"];
        trace?: never;
    };
    "/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods */
        get: operations["listPaymentMethods"];
        put?: never;
        /** Create a payment method */
        post: operations["createPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One payment method by id */
        get: operations["getPaymentMethod"];
        put?: never;
        post?: never;
        /** Delete a payment method */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        /** Change a payment method */
        patch: operations["updatePaymentMethod"];
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments */
        get: operations["listPayments"];
        put?: never;
        /** Record a payment for an order */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One payment by id */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a payment (its status) */
        patch: operations["updatePayment"];
        trace?: never;
    };
    "/orders/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One order by id */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an order */
        patch: operations["updateOrder"];
        trace?: never;
    };
    "/orders/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of an order (null removes a key) */
        patch: operations["updateOrderMetadata"];
        trace?: never;
    };
    "/orders/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of an order (null removes a key) */
        patch: operations["updateOrderMetadataPrivate"];
        trace?: never;
    };
    "/orders/id:{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move an order to another status (refused for a canceled order) */
        patch: operations["updateOrderStatus"];
        trace?: never;
    };
    "/orders/id:{id}/products/id:{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                /** @description Order product id. */
                pid: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a bought product's download links or delivery flag */
        patch: operations["updateOrderProduct"];
        trace?: never;
    };
    "/orders/id:{id}/send-urls": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the order's download links to the buyer */
        post: operations["sendOrderUrls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/id:{id}/docs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a document to an order */
        post: operations["addOrderDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/id:{id}/docs/send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email documents of the order to the buyer */
        post: operations["sendOrderDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/id:{id}/docs/id:{doc_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                doc_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a document from an order */
        delete: operations["deleteOrderDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/id:{id}/docs/id:{doc_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                doc_id: string;
            };
            cookie?: never;
        };
        /** The document's file */
        get: operations["downloadOrderDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/google-categories/{lang}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Language of the taxonomy, e.g. pl-PL. */
                lang: string;
            };
            cookie?: never;
        };
        /** Google product taxonomy in a language */
        get: operations["listGoogleCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/import-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import product prices from an uploaded spreadsheet */
        post: operations["importProductPrices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/id:{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a media file to a product */
        post: operations["createProductAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/id:{id}/attachments/id:{attachment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                attachment_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a product attachment */
        delete: operations["deleteProductAttachment"];
        options?: never;
        head?: never;
        /** Change a product attachment */
        patch: operations["updateProductAttachment"];
        trace?: never;
    };
    "/prices/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current minimum and maximum prices of products */
        get: operations["listProductPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of pages */
        post: operations["reorderPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of root product sets */
        post: operations["reorderProductSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/reorder/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of a product set's children */
        post: operations["reorderProductSetChildren"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/id:{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Products directly in a product set, in their set order */
        get: operations["listProductSetProducts"];
        put?: never;
        /** Set the products of a product set */
        post: operations["attachProductSetProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/id:{id}/products-all": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Products in a product set and all its descendants */
        get: operations["listProductSetProductsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/id:{id}/products/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move products within a product set */
        post: operations["reorderProductSetProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's favourite product sets */
        get: operations["listFavouriteProductSets"];
        put?: never;
        /** Add a product set to favourites */
        post: operations["addFavouriteProductSet"];
        /** Remove all favourite product sets */
        delete: operations["clearFavouriteProductSets"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product-sets/favourites/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Whether a product set is a favourite (404 with PRODUCT_SET_IS_NOT_ON_FAVOURITES_LIST otherwise) */
        get: operations["getFavouriteProductSet"];
        put?: never;
        post?: never;
        /** Remove a product set from favourites */
        delete: operations["removeFavouriteProductSet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attributes */
        get: operations["listAttributes"];
        put?: never;
        /** Create an attribute */
        post: operations["createAttribute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attributes/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of attributes */
        post: operations["reorderAttributes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attributes/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One attribute by id */
        get: operations["getAttribute"];
        put?: never;
        post?: never;
        /** Delete an attribute */
        delete: operations["deleteAttribute"];
        options?: never;
        head?: never;
        /** Change an attribute */
        patch: operations["updateAttribute"];
        trace?: never;
    };
    "/attributes/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of an attribute (null removes a key) */
        patch: operations["updateAttributeMetadata"];
        trace?: never;
    };
    "/attributes/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of an attribute (null removes a key) */
        patch: operations["updateAttributeMetadataPrivate"];
        trace?: never;
    };
    "/attributes/id:{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Options of an attribute */
        get: operations["listAttributeOptions"];
        put?: never;
        /** Add an option to an attribute */
        post: operations["createAttributeOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attributes/id:{id}/options/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of an attribute's options */
        post: operations["reorderAttributeOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attributes/id:{attribute_id}/options/id:{option_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute_id: string;
                option_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an attribute option */
        delete: operations["deleteAttributeOption"];
        options?: never;
        head?: never;
        /** Change an attribute option */
        patch: operations["updateAttributeOption"];
        trace?: never;
    };
    "/attributes/id:{attribute_id}/options/id:{option_id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute_id: string;
                option_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of an attribute option */
        patch: operations["updateAttributeOptionMetadata"];
        trace?: never;
    };
    "/attributes/id:{attribute_id}/options/id:{option_id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute_id: string;
                option_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of an attribute option */
        patch: operations["updateAttributeOptionMetadataPrivate"];
        trace?: never;
    };
    "/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners (inactive ones too) */
        get: operations["listBanners"];
        put?: never;
        /** Create a banner */
        post: operations["createBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        /** One banner by slug */
        get: operations["getBannerBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One banner by id */
        get: operations["getBanner"];
        put?: never;
        post?: never;
        /** Delete a banner */
        delete: operations["deleteBanner"];
        options?: never;
        head?: never;
        /** Change a banner */
        patch: operations["updateBanner"];
        trace?: never;
    };
    "/banners/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of a banner (null removes a key) */
        patch: operations["updateBannerMetadata"];
        trace?: never;
    };
    "/banners/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of a banner (null removes a key) */
        patch: operations["updateBannerMetadataPrivate"];
        trace?: never;
    };
    "/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consents */
        get: operations["listConsents"];
        put?: never;
        /** Create a consent */
        post: operations["createConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consents/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One consent by id */
        get: operations["getConsent"];
        put?: never;
        post?: never;
        /** Delete a consent */
        delete: operations["deleteConsent"];
        options?: never;
        head?: never;
        /** Change a consent */
        patch: operations["updateConsent"];
        trace?: never;
    };
    "/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags */
        get: operations["listTags"];
        put?: never;
        /** Create a tag */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One tag by id */
        get: operations["getTag"];
        put?: never;
        post?: never;
        /** Delete a tag */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /** Change a tag */
        patch: operations["updateTag"];
        trace?: never;
    };
    "/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order statuses */
        get: operations["listStatuses"];
        put?: never;
        /** Create an order status */
        post: operations["createStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statuses/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of order statuses */
        post: operations["reorderStatuses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statuses/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One order status by id */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        /** Delete an order status */
        delete: operations["deleteStatus"];
        options?: never;
        head?: never;
        /** Change an order status */
        patch: operations["updateStatus"];
        trace?: never;
    };
    "/statuses/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of an order status (null removes a key) */
        patch: operations["updateStatusMetadata"];
        trace?: never;
    };
    "/statuses/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of an order status (null removes a key) */
        patch: operations["updateStatusMetadataPrivate"];
        trace?: never;
    };
    "/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouse items */
        get: operations["listItems"];
        put?: never;
        /** Create a warehouse item */
        post: operations["createItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/items/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One warehouse item by id */
        get: operations["getItem"];
        put?: never;
        post?: never;
        /** Delete a warehouse item */
        delete: operations["deleteItem"];
        options?: never;
        head?: never;
        /** Change a warehouse item */
        patch: operations["updateItem"];
        trace?: never;
    };
    "/items/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of a warehouse item (null removes a key) */
        patch: operations["updateItemMetadata"];
        trace?: never;
    };
    "/items/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of a warehouse item (null removes a key) */
        patch: operations["updateItemMetadataPrivate"];
        trace?: never;
    };
    "/items/id:{id}/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Deposits of one warehouse item */
        get: operations["listItemDeposits"];
        put?: never;
        /** Add (or with a negative quantity take away) stock of an item */
        post: operations["createItemDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All warehouse deposits */
        get: operations["listDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhooks */
        get: operations["listWebhooks"];
        put?: never;
        /** Create a webhook */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events a webhook can listen to */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries of webhooks that failed after every try */
        get: operations["listWebhookLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One webhook by id */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Installed apps */
        get: operations["listApps"];
        put?: never;
        /** Install an app from its address */
        post: operations["installApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One app by id */
        get: operations["getApp"];
        put?: never;
        post?: never;
        /** Uninstall an app */
        delete: operations["uninstallApp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apps/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of an app (null removes a key) */
        patch: operations["updateAppMetadata"];
        trace?: never;
    };
    "/apps/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of an app (null removes a key) */
        patch: operations["updateAppMetadataPrivate"];
        trace?: never;
    };
    "/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales */
        get: operations["listSales"];
        put?: never;
        /** Create a sale */
        post: operations["createSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One sale by id */
        get: operations["getSale"];
        put?: never;
        post?: never;
        /** Delete a sale */
        delete: operations["deleteSale"];
        options?: never;
        head?: never;
        /** Change a sale */
        patch: operations["updateSale"];
        trace?: never;
    };
    "/sales/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of a sale (null removes a key) */
        patch: operations["updateSaleMetadata"];
        trace?: never;
    };
    "/sales/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of a sale (null removes a key) */
        patch: operations["updateSaleMetadataPrivate"];
        trace?: never;
    };
    "/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coupons */
        get: operations["listCoupons"];
        put?: never;
        /** Create a coupon */
        post: operations["createCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order code. */
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        /** One coupon by its code */
        get: operations["getCouponByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One coupon by id */
        get: operations["getCoupon"];
        put?: never;
        post?: never;
        /** Delete a coupon */
        delete: operations["deleteCoupon"];
        options?: never;
        head?: never;
        /** Change a coupon */
        patch: operations["updateCoupon"];
        trace?: never;
    };
    "/coupons/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of a coupon (null removes a key) */
        patch: operations["updateCouponMetadata"];
        trace?: never;
    };
    "/coupons/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of a coupon (null removes a key) */
        patch: operations["updateCouponMetadataPrivate"];
        trace?: never;
    };
    "/schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product schemas */
        get: operations["listSchemas"];
        put?: never;
        /** Create a product schema */
        post: operations["createSchema"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schemas/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One product schema by id */
        get: operations["getSchema"];
        put?: never;
        post?: never;
        /** Delete a product schema */
        delete: operations["deleteSchema"];
        options?: never;
        head?: never;
        /** Change a product schema */
        patch: operations["updateSchema"];
        trace?: never;
    };
    "/schemas/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of a product schema (null removes a key) */
        patch: operations["updateSchemaMetadata"];
        trace?: never;
    };
    "/schemas/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of a product schema (null removes a key) */
        patch: operations["updateSchemaMetadataPrivate"];
        trace?: never;
    };
    "/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Media files */
        get: operations["listMedia"];
        put?: never;
        /** Upload a file, or register an external address with its type */
        post: operations["createMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/id:{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a media file */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        /** Change a media file's alt text or slug */
        patch: operations["updateMedia"];
        trace?: never;
    };
    "/media/id:{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the public metadata of a media file (null removes a key) */
        patch: operations["updateMediaMetadata"];
        trace?: never;
    };
    "/media/id:{id}/metadata-private": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Merge the private metadata of a media file (null removes a key) */
        patch: operations["updateMediaMetadataPrivate"];
        trace?: never;
    };
    "/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permission keys */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seo/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether keywords are already used elsewhere
         * @description Looks through hidden products and pages too; needs seo.edit, pages.edit, products.edit or product_sets.edit (any one).
         */
        post: operations["checkSeoKeywords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paid amounts per period */
        get: operations["getPaymentsAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/id:{id}/2fa/remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn off a user's two-factor sign-in */
        post: operations["removeUserTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PaginationMeta: {
            current_page: number;
            last_page: number;
            per_page: number;
            total: number;
            from?: number | null;
            to?: number | null;
            path?: string;
        };
        ErrorResponse: {
            error: components["schemas"]["Error"];
        };
        Error: {
            /** @description HTTP status of the response. */
            code: number;
            /** @description Human-readable message in the request's language. */
            message: string;
            key: components["schemas"]["ErrorKey"];
            /** @description Field errors by field path (dotted for nested fields); present when key is VALIDATION_ERROR. With CLIENT_ALREADY_HAS_ACCOUNT (a provider sign-in whose e-mail has an account already) it is `{merge_token: string}`, the token for POST /auth/providers/merge-account. */
            errors?: {
                [key: string]: components["schemas"]["FieldError"][] | string;
            };
        };
        FieldError: {
            key: components["schemas"]["ErrorKey"];
            message: string;
        };
        /** @enum {string} */
        ErrorKey: "NOT_FOUND" | "INTERNAL_SERVER_ERROR" | "UNAUTHORIZED" | "FORBIDDEN" | "UNPROCESSABLE_ENTITY" | "BAD_REQUEST" | "BAD_GATEWAY" | "VALIDATION_ERROR" | "VALIDATION_REQUIRED" | "VALIDATION_STRING" | "VALIDATION_NUMERIC" | "VALIDATION_ARRAY" | "VALIDATION_MIN" | "VALIDATION_MAX" | "VALIDATION_BETWEEN" | "VALIDATION_DIGITS" | "VALIDATION_ALPHA" | "VALIDATION_DATE" | "VALIDATION_EMAIL" | "VALIDATION_EXISTS" | "VALIDATION_FILE" | "VALIDATION_REGEX" | "VALIDATION_SIZE" | "VALIDATION_UNIQUE" | "VALIDATION_BOOLEAN" | "VALIDATION_URL" | "VALIDATION_UUID" | "VALIDATION_PASSWORD_LENGTH" | "VALIDATION_PASSWORD_COMPROMISED" | "VALIDATION_DISTINCT" | "VALIDATION_IN" | "VALIDATION_PRESENT" | "VALIDATION_INTEGER" | "VALIDATION_FILLED" | "VALIDATION_ALPHA_DASH" | "VALIDATION_MIMETYPES" | "VALIDATION_BEFORE_OR_EQUAL" | "VALIDATION_AFTER_OR_EQUAL" | "VALIDATION_REQUIRED_WITH" | "VALIDATION_REQUIRED_WITH_ALL" | "VALIDATION_UNIQUE_ID_IN_REQUEST" | "VALIDATION_APP_UNIQUE_ID" | "VALIDATION_ATTRIBUTE_OPTION_EXIST" | "VALIDATION_CAN_SHOW_PRIVATE_METADATA" | "VALIDATION_CONSENT_EXISTS" | "VALIDATION_DECIMAL" | "VALIDATION_ENUM_KEY" | "VALIDATION_ENUM_VALUE" | "VALIDATION_EVENT_EXISTS" | "VALIDATION_OPTION_AVAILABLE" | "VALIDATION_PRODUCT_ATTRIBUTE_OPTIONS" | "VALIDATION_PRODUCT_PUBLIC" | "VALIDATION_PROHIBITED_UNLESS" | "VALIDATION_PROHIBITED_WITH" | "VALIDATION_REQUIRED_CONSENTS" | "VALIDATION_SHIPPING_METHOD_PRICE_RANGES" | "VALIDATION_GTE" | "VALIDATION_MEDIA_SLUG" | "VALIDATION_PHONE" | "VALIDATION_AUTH_PROVIDER_ACTIVE" | "VALIDATION_SHIPPING_PLACE" | "VALIDATION_FULL_NAME" | "VALIDATION_STREET_NUMBER" | "VALIDATION_PRODUCT_SCHEMA_OPTION" | "VALIDATION_EMAIL_TAKEN" | "CLIENT_APP_INSTALLATION_FAILED" | "CLIENT_APP_WRONG_RESPONSE" | "CLIENT_APP_PERMISSIONS_NOT_HELD" | "CLIENT_APP_INVALID_PERMISSIONS" | "CLIENT_INVALID_CREDENTIALS" | "CLIENT_INVALID_PASSWORD" | "CLIENT_INVALID_TOKEN" | "CLIENT_INVALID_IDENTITY_TOKEN" | "CLIENT_USER_DOESNT_EXIST" | "CLIENT_TOKEN_INVALID_OR_INACTIVE" | "CLIENT_DISCOUNT_TYPE_NOT_SUPPORTED" | "CLIENT_DISCOUNT_CONDITION_TYPE_NOT_SUPPORTED" | "CLIENT_NOT_ENOUGH_ITEMS" | "CLIENT_CREATE_ROLE_WITHOUT_PERMISSION" | "CLIENT_UPDATE_ROLE_WITHOUT_PERMISSION" | "CLIENT_DELETE_ROLE_WITHOUT_PERMISSION" | "CLIENT_ONLY_OWNER_GRANTS_OWNER_ROLE" | "CLIENT_ONE_OWNER_REMAINS" | "CLIENT_UPDATE_OWNER_PERMISSIONS" | "CLIENT_DELETE_BUILT_IN_ROLE" | "CLIENT_GIVE_ROLE_THAT_USER_DOESNT_HAVE" | "CLIENT_REMOVE_ROLE_THAT_USER_DOESNT_HAVE" | "CLIENT_DELETE_WHEN_RELATION_EXISTS" | "CLIENT_ORDER_EDIT_ERROR" | "CLIENT_CHANGE_CANCELED_ORDER_STATUS" | "CLIENT_MODEL_NOT_SORTABLE" | "CLIENT_ORDER_PAID" | "CLIENT_UNKNOWN_PAYMENT_METHOD" | "CLIENT_INVALID_PAYMENT_METHOD" | "CLIENT_GENERATE_PAYMENT_URL" | "CLIENT_VERIFY_PAYMENT_FAILED" | "CLIENT_PAYMENT_AMOUNT_MISMATCH" | "CLIENT_UNTRUSTED_NOTIFICATION" | "CLIENT_SELECT_TFA_TYPE" | "CLIENT_TFA_CANNOT_REMOVE" | "CLIENT_TFA_REQUIRED" | "CLIENT_INVALID_TFA_TYPE" | "CLIENT_TFA_INVALID_TOKEN" | "CLIENT_TFA_NOT_SET_UP" | "CLIENT_TFA_ALREADY_SET_UP" | "CLIENT_WEBHOOK_APP_ACTION" | "CLIENT_WEBHOOK_USER_ACTION" | "CLIENT_NO_ACCESS" | "CLIENT_UNKNOWN_STATUS" | "CLIENT_REMOVE_DEFAULT_ADDRESS" | "CLIENT_STATUS_USED" | "CLIENT_SHIPPING_METHOD_NOT_OWNER" | "CLIENT_SHIPPING_METHOD_INVALID_TYPE" | "CLIENT_PROVIDER_IS_NOT_ACTIVE" | "CLIENT_PROVIDER_HAS_NO_CONFIG" | "CLIENT_PROVIDER_NOT_FOUND" | "CLIENT_ALREADY_HAS_ACCOUNT" | "CLIENT_PROVIDER_MERGE_TOKEN_EXPIRED" | "CLIENT_PROVIDER_MERGE_TOKEN_INVALID" | "CLIENT_PROVIDER_MERGE_TOKEN_MISMATCH" | "CLIENT_REGISTER_WITH_NON_REGISTRATION_ROLE" | "CLIENT_UPDATE_NON_REGULAR_JOINABLE" | "CDN_NOT_ALLOWED_TO_CHANGE_ALT" | "ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE" | "ORDER_SHIPPING_METHOD_TYPE_MISMATCH" | "ORDER_WITH_THIS_NUMBER_DOESNT_EXIST" | "PRODUCT_SET_IS_NOT_ON_FAVOURITES_LIST" | "PRODUCT_PURCHASE_LIMIT" | "PAYMENT_METHOD_NOT_AVAILABLE_FOR_SHIPPING" | "PUBLISHING_TRANSLATION_EXCEPTION" | "SERVER_CDN_ERROR" | "SERVER_TRANSACTION_ERROR";
        /** @enum {string} */
        AuthProviderKey: "google" | "apple" | "facebook" | "github" | "gitlab" | "bitbucket" | "linkedin";
        /** @enum {string} */
        AttributeType: "single-option" | "multi-choice-option" | "number" | "date";
        /**
         * @description The platform's own storage (silverbox) or an external address.
         * @enum {string}
         */
        MediaSource: "silverbox" | "external";
        /** @enum {string} */
        MediaType: "photo" | "video" | "document" | "other";
        /** @enum {string} */
        AttachmentType: "other" | "receipt" | "invoice";
        /** @enum {string} */
        AttachmentVisibility: "public" | "private";
        /** @enum {string} */
        DiscountTargetType: "order-value" | "products" | "shipping-price" | "cheapest-product";
        /** @enum {string} */
        DiscountConditionType: "order-value" | "user-in-role" | "user-in" | "product-in-set" | "product-in" | "date-between" | "time-between" | "max-uses" | "max-uses-per-user" | "weekday-in" | "cart-length" | "coupons-count";
        /** @enum {string} */
        SchemaType: "string" | "select" | "numeric" | "boolean" | "multiply" | "multiply_schema" | "date" | "file";
        /** @enum {string} */
        WebhookIssuer: "user" | "app";
        /**
         * @description Heseya's webhook events (its EventType enum).
         * @enum {string}
         */
        WebhookEvent: "OrderCreated" | "OrderUpdated" | "OrderUpdatedStatus" | "OrderRequestedShipping" | "ProductCreated" | "ProductUpdated" | "ProductDeleted" | "ProductPriceUpdated" | "ItemCreated" | "ItemUpdated" | "ItemUpdatedQuantity" | "ItemDeleted" | "PageCreated" | "PageUpdated" | "PageDeleted" | "ProductSetCreated" | "ProductSetUpdated" | "ProductSetDeleted" | "UserCreated" | "UserUpdated" | "UserDeleted" | "SaleCreated" | "SaleUpdated" | "SaleDeleted" | "CouponCreated" | "CouponUpdated" | "CouponDeleted" | "TfaInit" | "TfaSecurityCode" | "TfaRecoveryCodesChanged" | "PasswordReset" | "SuccessfulLoginAttempt" | "NewLocalizationLoginAttempt" | "FailedLoginAttempt" | "AddOrderDocument" | "RemoveOrderDocument" | "OrderUpdatedPaid" | "OrderUpdatedShippingNumber" | "SendOrderUrls";
        /** @enum {string} */
        ShippingType: "digital" | "address" | "point" | "point-external";
        /** @enum {string} */
        PaymentStatus: "pending" | "failed" | "successful";
        /** @enum {string} */
        SalesChannelStatus: "active" | "inactive" | "hidden";
        /** @enum {string} */
        TwoFactorType: "app" | "email";
        /** @enum {string} */
        TwitterCard: "summary" | "summary_large_image";
        /** @enum {string} */
        HeaderTagType: "meta" | "link" | "script";
        /** @enum {integer} */
        RedirectType: 301 | 302 | 307 | 308;
        /** @description Free-form key/value data. */
        Metadata: {
            [key: string]: string | number | boolean | null;
        };
        MetadataPatch: {
            [key: string]: string | number | boolean | null;
        };
        /** @description A price in one currency; amounts are decimal strings. */
        Price: {
            gross: components["schemas"]["Amount"];
            net?: components["schemas"]["Amount"];
            currency: string;
        };
        PriceWrite: {
            value: components["schemas"]["Amount"];
            currency: string;
        };
        /** @description A decimal amount as a string, e.g. "129.99". */
        Amount: string;
        Media: {
            id: string;
            type: components["schemas"]["MediaType"];
            source: components["schemas"]["MediaSource"];
            url: string;
            alt?: string | null;
            slug?: string | null;
            metadata?: components["schemas"]["Metadata"];
        };
        Tag: {
            id: string;
            name: string;
            color?: string | null;
        };
        Seo: {
            title?: string | null;
            description?: string | null;
            keywords?: string[] | null;
            og_image?: components["schemas"]["Media"] | null;
            twitter_card?: components["schemas"]["TwitterCard"] | null;
            no_index?: boolean;
            header_tags?: components["schemas"]["HeaderTag"][] | null;
        };
        SeoWrite: {
            title?: string | null;
            description?: string | null;
            keywords?: string[] | null;
            og_image_id?: string | null;
            twitter_card?: components["schemas"]["TwitterCard"] | null;
            no_index?: boolean;
            header_tags?: components["schemas"]["HeaderTag"][] | null;
        };
        HeaderTag: {
            type: components["schemas"]["HeaderTagType"];
            /** @description Inner text (script) or content attribute. */
            content?: string | null;
            attributes?: {
                [key: string]: string;
            };
        };
        /** @description Attribute slug to option id(s), or a min/max range for number and date attributes. */
        AttributeFilter: {
            [key: string]: string | string[] | {
                min?: number | string;
                max?: number | string;
            };
        };
        AuthResult: {
            token: string;
            identity_token: string;
            refresh_token: string;
            user: components["schemas"]["Profile"];
        };
        AuthProvider: {
            id?: string;
            key: components["schemas"]["AuthProviderKey"];
            active: boolean;
            client_id?: string | null;
        };
        PasswordConfirmation: {
            password: string;
        };
        RegisterRequest: {
            name: string;
            /** Format: email */
            email: string;
            password: string;
            /** Format: date */
            birthday_date?: string | null;
            phone?: string | null;
            roles?: string[];
            /** @description Consent id to whether it was given. */
            consents?: {
                [key: string]: boolean;
            };
            metadata_personal?: components["schemas"]["Metadata"];
        };
        ProfileUpdateRequest: {
            name?: string;
            /** Format: date */
            birthday_date?: string | null;
            phone?: string | null;
            consents?: {
                [key: string]: boolean;
            };
            preferences?: {
                [key: string]: boolean;
            };
        };
        User: {
            id: string;
            email: string;
            name: string;
            avatar?: string | null;
            roles?: components["schemas"]["Role"][];
            is_tfa_active?: boolean;
            /** Format: date */
            birthday_date?: string | null;
            phone?: string | null;
            phone_country?: string | null;
            phone_number?: string | null;
            /** Format: date-time */
            created_at?: string;
            consents?: components["schemas"]["UserConsent"][];
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
            metadata_personal?: components["schemas"]["Metadata"];
        };
        /** @description The signed-in user with permissions and saved addresses. */
        Profile: components["schemas"]["User"] & {
            permissions: string[];
            preferences?: {
                [key: string]: boolean;
            };
            shipping_addresses: components["schemas"]["SavedAddress"][];
            billing_addresses: components["schemas"]["SavedAddress"][];
        };
        UserConsent: {
            id: string;
            name: string;
            description_html?: string | null;
            required?: boolean;
            /** @description Ids of the languages the consent is published in. */
            published?: string[];
            /** @enum {string} */
            type?: "user" | "organization";
            value: boolean;
        };
        /** @description Who a token belongs to (GET /auth/check, GET /auth/check/{identity_token}): the id (null for a guest), the name, the avatar address and the permissions, nothing more. */
        Identity: {
            id: string | null;
            name: string;
            avatar?: string;
            permissions: string[];
        };
        UserWrite: {
            name: string;
            /** Format: email */
            email: string;
            password: string;
            roles?: string[];
            /** Format: date */
            birthday_date?: string | null;
            phone?: string | null;
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
            metadata_personal?: components["schemas"]["Metadata"];
        };
        UserWritePartial: {
            name?: string;
            /** Format: email */
            email?: string;
            roles?: string[];
            /** Format: date */
            birthday_date?: string | null;
            phone?: string | null;
        };
        Role: {
            id: string;
            name: string;
            description?: string | null;
            assignable: boolean;
            deletable: boolean;
            is_registration_role?: boolean;
            is_joinable?: boolean;
            users_count?: number;
            permissions?: string[];
            metadata?: components["schemas"]["Metadata"];
        };
        RoleWrite: {
            name: string;
            description?: string | null;
            permissions?: string[];
            is_registration_role?: boolean;
            is_joinable?: boolean;
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        RoleWritePartial: {
            name?: string;
            description?: string | null;
            permissions?: string[];
            is_registration_role?: boolean;
            is_joinable?: boolean;
        };
        Address: {
            id?: string;
            name: string;
            company_name?: string | null;
            address: string;
            city: string;
            zip: string;
            /** @default PL */
            country: string;
            country_name?: string | null;
            phone?: string | null;
            vat?: string | null;
        };
        AddressWrite: {
            name: string;
            company_name?: string | null;
            address: string;
            city: string;
            zip: string;
            country: string;
            phone: string;
            vat?: string | null;
        };
        SavedAddress: {
            id: string;
            name: string;
            default: boolean;
            address: components["schemas"]["Address"];
        };
        SavedAddressWrite: {
            name: string;
            default?: boolean;
            address: components["schemas"]["AddressWrite"];
        };
        Attribute: {
            id: string;
            name: string;
            slug: string;
            description?: string | null;
            type: components["schemas"]["AttributeType"];
            global: boolean;
            sortable: boolean;
            min?: number | string | null;
            max?: number | string | null;
            options?: components["schemas"]["AttributeOption"][];
            metadata?: components["schemas"]["Metadata"];
        };
        AttributeOption: {
            id: string;
            name: string | null;
            index: number;
            value_number?: number | null;
            /** Format: date */
            value_date?: string | null;
            attribute_id?: string;
            metadata?: components["schemas"]["Metadata"];
        };
        ProductAttribute: {
            id: string;
            name: string;
            slug: string;
            type: components["schemas"]["AttributeType"];
            description?: string | null;
            selected_options: components["schemas"]["AttributeOption"][];
        };
        ProductListItem: {
            id: string;
            slug: string;
            name: string;
            public: boolean;
            visible: boolean;
            available: boolean;
            quantity?: number | null;
            /** @default 1 */
            quantity_step: number;
            shipping_digital: boolean;
            /** @description Days. */
            shipping_time?: number | null;
            /** Format: date-time */
            shipping_date?: string | null;
            purchase_limit_per_user?: number | null;
            google_product_category?: number | null;
            prices_base: components["schemas"]["Price"][];
            prices_min: components["schemas"]["Price"][];
            prices_max: components["schemas"]["Price"][];
            prices_min_initial: components["schemas"]["Price"][];
            prices_max_initial: components["schemas"]["Price"][];
            cover: components["schemas"]["Media"] | null;
            tags: components["schemas"]["Tag"][];
            has_schemas?: boolean;
            attributes?: components["schemas"]["ProductAttribute"][];
            sets?: components["schemas"]["ProductSet"][];
            metadata: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        /** @description A product with its detail fields. */
        Product: components["schemas"]["ProductListItem"] & {
            description_html: string | null;
            description_short?: string | null;
            gallery: components["schemas"]["Media"][];
            schemas: components["schemas"]["ProductSchema"][];
            related_sets: components["schemas"]["ProductSet"][];
            descriptions?: components["schemas"]["PageListItem"][];
            attachments?: components["schemas"]["Attachment"][];
            seo: components["schemas"]["Seo"] | null;
            /** @description The sales (discounts without a code) that apply to this product outside a cart, highest priority first. Applied one after another, each to the price left by the previous one, they turn prices_min_initial into prices_min; the cart applies them the same way to the configured price. */
            sales?: components["schemas"]["ProductSale"][];
        };
        /** @description A sale as the product detail lists it, Heseya's Sale object. It takes either a percentage or a fixed amount per currency off the price. */
        ProductSale: {
            id: string;
            name: string;
            slug: string | null;
            description: string | null;
            description_html: string | null;
            /** @description Percent off, e.g. "20"; null for a fixed-amount sale. */
            percentage: string | null;
            /** @description The fixed amount off one item, per currency; null (or no entry for a currency) for a percentage sale. */
            amounts: components["schemas"]["SaleAmount"][] | null;
            /** @description Higher goes first. */
            priority: number;
            uses: number;
            active: boolean;
            target_type: components["schemas"]["DiscountTargetType"];
            target_is_allow_list: boolean;
            metadata: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
            /** @description Ids of the languages it is published in. */
            published: string[];
        };
        /** @description Heseya's AmountResource. */
        SaleAmount: {
            value: components["schemas"]["Amount"];
            currency: string;
            is_net?: boolean;
        };
        ProductWrite: {
            /** @description Optional id chosen by the caller (tests and imports). */
            id?: string;
            name: string;
            slug: string;
            prices_base: components["schemas"]["PriceWrite"][];
            public: boolean;
            shipping_digital: boolean;
            quantity_step?: number;
            /** @description Embedded platform: units in stock (null: not tracked). The real platform counts stock from warehouse items. */
            quantity?: number | null;
            description_html?: string | null;
            description_short?: string | null;
            google_product_category?: number | null;
            purchase_limit_per_user?: number | null;
            /** @description Product set ids. */
            sets?: string[];
            /** @description Tag ids. */
            tags?: string[];
            /** @description Media ids; the first is the cover. */
            media?: string[];
            /** @description Schema ids. */
            schemas?: string[];
            related_sets?: string[];
            /** @description Attribute id to the chosen option ids. */
            attributes?: {
                [key: string]: string[];
            };
            seo?: components["schemas"]["SeoWrite"];
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        ProductWritePartial: {
            name?: string;
            slug?: string;
            prices_base?: components["schemas"]["PriceWrite"][];
            public?: boolean;
            shipping_digital?: boolean;
            quantity_step?: number;
            /** @description Embedded platform: units in stock (null: not tracked); 0 makes the product unavailable. */
            quantity?: number | null;
            description_html?: string | null;
            description_short?: string | null;
            sets?: string[];
            tags?: string[];
            media?: string[];
            schemas?: string[];
            related_sets?: string[];
            attributes?: {
                [key: string]: string[];
            };
            seo?: components["schemas"]["SeoWrite"];
        };
        /** @description A product option the shopper fills or chooses. */
        ProductSchema: {
            id: string;
            type: components["schemas"]["SchemaType"];
            name: string;
            description?: string | null;
            hidden: boolean;
            required: boolean;
            available?: boolean;
            prices: components["schemas"]["Price"][];
            min?: number | null;
            max?: number | null;
            step?: number | null;
            default?: string | null;
            pattern?: string | null;
            validation?: string | null;
            options: components["schemas"]["SchemaOption"][];
            /** @description Ids of schemas this one depends on. */
            used_schemas: string[];
            metadata?: components["schemas"]["Metadata"];
        };
        SchemaOption: {
            id: string;
            name: string;
            prices: components["schemas"]["Price"][];
            disabled: boolean;
            available: boolean;
            metadata?: components["schemas"]["Metadata"];
        };
        Attachment: {
            id: string;
            name: string;
            label?: string | null;
            type: components["schemas"]["AttachmentType"];
            visibility: components["schemas"]["AttachmentVisibility"];
            media: components["schemas"]["Media"];
        };
        ProductSet: {
            id: string;
            name: string;
            slug: string;
            slug_suffix?: string;
            slug_override?: boolean;
            public: boolean;
            visible: boolean;
            parent_id: string | null;
            children_ids: string[];
            /** @description Present when the tree was asked for. */
            children?: components["schemas"]["ProductSet"][];
            cover: components["schemas"]["Media"] | null;
            metadata: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        ProductSetDetail: components["schemas"]["ProductSet"] & {
            description_html: string | null;
            seo: components["schemas"]["Seo"] | null;
            attributes: components["schemas"]["Attribute"][];
            parent: components["schemas"]["ProductSet"] | null;
        };
        ProductSetWrite: {
            id?: string;
            name: string;
            slug_suffix: string;
            slug_override?: boolean;
            public?: boolean;
            parent_id?: string | null;
            children_ids?: string[];
            cover_id?: string | null;
            description_html?: string | null;
            /** @description Attribute ids used as filters. */
            attributes?: string[];
            seo?: components["schemas"]["SeoWrite"];
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        ProductSetWritePartial: {
            name?: string;
            slug_suffix?: string;
            slug_override?: boolean;
            public?: boolean;
            parent_id?: string | null;
            children_ids?: string[];
            cover_id?: string | null;
            description_html?: string | null;
            attributes?: string[];
            seo?: components["schemas"]["SeoWrite"];
        };
        PageListItem: {
            id: string;
            slug: string;
            name: string;
            public: boolean;
            order: number;
            metadata: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        Page: components["schemas"]["PageListItem"] & {
            /** @description HTML; the storefront sanitises it before rendering. */
            content_html: string;
            seo: components["schemas"]["Seo"] | null;
        };
        PageWrite: {
            id?: string;
            name: string;
            slug: string;
            content_html: string;
            public: boolean;
            seo?: components["schemas"]["SeoWrite"];
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        PageWritePartial: {
            name?: string;
            slug?: string;
            content_html?: string;
            public?: boolean;
            seo?: components["schemas"]["SeoWrite"];
        };
        Setting: {
            id?: string;
            name: string;
            value: string;
            public: boolean;
            permanent?: boolean;
        };
        SettingWrite: {
            name: string;
            value: string;
            public: boolean;
        };
        Redirect: {
            id: string;
            name: string;
            /** @description Path; a {placeholder} matches one segment. */
            source_url: string;
            target_url: string;
            type: components["schemas"]["RedirectType"];
            enabled: boolean;
        };
        RedirectWrite: {
            name: string;
            source_url: string;
            target_url: string;
            type: components["schemas"]["RedirectType"];
            /** @default true */
            enabled: boolean;
        };
        RedirectWritePartial: {
            name?: string;
            source_url?: string;
            target_url?: string;
            type?: components["schemas"]["RedirectType"];
            enabled?: boolean;
        };
        SalesChannel: {
            id: string;
            slug: string;
            name: string;
            status: components["schemas"]["SalesChannelStatus"];
            /** @description The VAT rate in percent, as Heseya gives it: "23". */
            vat_rate?: string | null;
            default_currency: components["schemas"]["Currency"];
            default_language?: components["schemas"]["Language"];
            countries: string[];
            /** @description True makes `countries` a block list. */
            countries_block_list: boolean;
        };
        Language: {
            id: string;
            iso: string;
            name: string;
            default: boolean;
            hidden: boolean;
        };
        Currency: {
            code: string;
            name: string;
            decimal_places: number;
            /** @description Percent as a decimal string ("23"); 0 or missing means the 23 percent fallback. Heseya's currencies have none: the storefront then reads the sales channel's. */
            vat_rate?: string | null;
        };
        Country: {
            code: string;
            name: string;
        };
        ShippingMethod: {
            id: string;
            name: string;
            shipping_type: components["schemas"]["ShippingType"];
            payment_on_delivery: boolean;
            public: boolean;
            is_block_list_countries: boolean;
            countries: components["schemas"]["Country"][];
            /** @description Price for the given cart value, per currency. */
            prices: components["schemas"]["Price"][];
            /** @description From a cart value of `start` on, the method costs `value` (per currency). */
            price_ranges?: {
                start: components["schemas"]["Price"][];
                value: components["schemas"]["Price"][];
            }[];
            shipping_time_min?: number;
            shipping_time_max?: number;
            shipping_points?: components["schemas"]["Address"][];
            payment_methods?: components["schemas"]["PaymentMethod"][];
            logo?: components["schemas"]["Media"] | null;
            /** @description Flags such as parcel-locker or courier-point pickup. */
            metadata: components["schemas"]["Metadata"];
        };
        PaymentMethod: {
            id: string;
            name: string;
            alias: string;
            public: boolean;
            icon: string | null;
            url?: string | null;
            type?: string | null;
            creates_default_payment?: boolean;
        };
        Payment: {
            id: string;
            external_id?: string | null;
            method?: string | null;
            method_id: string | null;
            amount: components["schemas"]["Amount"];
            currency: string;
            status: components["schemas"]["PaymentStatus"];
            redirect_url: string | null;
            continue_url?: string | null;
            /** Format: date-time */
            date?: string;
        };
        CartItemRequest: {
            cartitem_id: string;
            product_id: string;
            quantity: number;
            /** @description Schema id to the chosen value (option id, text, number or boolean). */
            schemas?: {
                [key: string]: string | number | boolean | null;
            };
        };
        CartProcessRequest: {
            items: components["schemas"]["CartItemRequest"][];
            coupons?: string[];
            currency: string;
            sales_channel_id: string;
            shipping_method_id?: string | null;
            digital_shipping_method_id?: string | null;
        };
        CartProcessResult: {
            /** @description The lines that can be sold. A line is missing when its product cannot be sold at all (the storefront shows it as unavailable). */
            items: {
                cartitem_id: string;
                /** @description The quantity that can be sold: the one asked for, or less when the stock or the purchase limit per user (less the signed-in user's past orders) does not allow it, rounded down to the product's quantity step. Prices and discounts are for this quantity. */
                quantity: number;
                price: components["schemas"]["Amount"];
                price_discounted: components["schemas"]["Amount"];
            }[];
            coupons: {
                id: string;
                name: string;
                code: string;
                value: components["schemas"]["Amount"];
            }[];
            sales: {
                id: string;
                name: string;
                value: components["schemas"]["Amount"];
            }[];
            currency?: string;
            cart_total: components["schemas"]["Amount"];
            cart_total_initial: components["schemas"]["Amount"];
            shipping_price: components["schemas"]["Amount"];
            shipping_price_initial: components["schemas"]["Amount"];
            /** @description Days. */
            shipping_time: number | null;
            /** Format: date-time */
            shipping_date: string | null;
            summary: components["schemas"]["Amount"];
        };
        OrderItemRequest: {
            cartitem_id?: string;
            product_id: string;
            quantity: number;
            schemas?: {
                [key: string]: string | number | boolean | null;
            };
        };
        OrderCreateRequest: {
            /** Format: email */
            email: string;
            comment?: string | null;
            /** @description An address for address shipping, the id of one of the method's shipping_points for point shipping, any text for point-external shipping (a provider's point, e.g. 'GDA01M | tel.: +48600100200'; as Heseya, the platform does not check it), absent for digital only. */
            shipping_place?: components["schemas"]["AddressWrite"] | string | null;
            items: components["schemas"]["OrderItemRequest"][];
            shipping_method_id?: string | null;
            digital_shipping_method_id?: string | null;
            invoice_requested?: boolean;
            billing_address: components["schemas"]["AddressWrite"];
            coupons?: string[];
            /** @description Ids of the sales applied to the cart (spec name). */
            sales_ids?: string[];
            /** @description Same ids under the name newer platforms validate; either may be sent. */
            sale_ids?: string[];
            sales_channel_id: string;
            currency: string;
            /** @description The payment method the shopper chose; the platform refuses one the shipping method does not offer (PAYMENT_METHOD_NOT_AVAILABLE_FOR_SHIPPING). */
            payment_method_id?: string | null;
            metadata?: components["schemas"]["Metadata"];
        };
        Status: {
            id: string;
            name: string;
            color: string;
            cancel: boolean;
            description?: string | null;
            hidden?: boolean;
            no_notifications?: boolean;
        };
        OrderShippingMethod: {
            id: string;
            name: string;
            shipping_type: components["schemas"]["ShippingType"];
        };
        OrderProduct: {
            id: string;
            name: string;
            quantity: number;
            price: components["schemas"]["Amount"];
            price_initial: components["schemas"]["Amount"];
            shipping_digital?: boolean;
            is_delivered?: boolean;
            schemas?: {
                name: string;
                value: string;
                price?: components["schemas"]["Amount"];
            }[];
            urls?: {
                name: string;
                url: string;
            }[];
            product: null | {
                id: string;
                slug: string;
                name: string;
                cover: components["schemas"]["Media"] | null;
                sets: components["schemas"]["ProductSet"][];
            };
        };
        OrderSummary: {
            id: string;
            code: string;
            email: string;
            currency: string;
            status: components["schemas"]["Status"] | null;
            paid: boolean;
            payable: boolean;
            summary: components["schemas"]["Amount"];
            summary_paid?: components["schemas"]["Amount"];
            shipping_price: components["schemas"]["Amount"];
            shipping_price_initial?: components["schemas"]["Amount"];
            cart_total: components["schemas"]["Amount"];
            cart_total_initial?: components["schemas"]["Amount"];
            shipping_method?: components["schemas"]["OrderShippingMethod"] | null;
            digital_shipping_method?: components["schemas"]["OrderShippingMethod"] | null;
            /** Format: date-time */
            created_at: string;
            metadata?: components["schemas"]["Metadata"];
            /** @description Documents staff attached to the order (invoice, receipt, other); empty until they do. */
            documents?: {
                id: string;
                type: string;
                name: string | null;
            }[];
        };
        Order: components["schemas"]["OrderSummary"] & {
            comment: string | null;
            products: components["schemas"]["OrderProduct"][];
            billing_address: components["schemas"]["Address"];
            /** @description The delivery address (for a point method, the chosen point's address, as Heseya answers it), a point-external method's text, or null. */
            shipping_place: components["schemas"]["Address"] | string | null;
            /** @enum {string|null} */
            shipping_type: "digital" | "address" | "point" | "point-external" | null;
            shipping_number?: string | null;
            invoice_requested: boolean;
            payment_method: components["schemas"]["PaymentMethod"] | null;
            payments: components["schemas"]["Payment"][];
            sales_channel?: components["schemas"]["SalesChannel"] | null;
            discounts?: {
                discount_id?: string | null;
                name: string;
                code?: string | null;
                target_type: components["schemas"]["DiscountTargetType"];
                applied_discount: components["schemas"]["Amount"];
            }[];
            metadata_private?: components["schemas"]["Metadata"];
            /** @description The language the order was placed in; its product and option names are in it. */
            language?: string;
        };
        /** @description What anyone with the order code may see. */
        OrderPublic: {
            code: string;
            status: components["schemas"]["Status"] | null;
            paid: boolean;
            payable: boolean;
            summary?: components["schemas"]["Amount"];
            currency?: string;
            shipping_method_type: string | null;
            /** Format: date-time */
            created_at: string;
            cart_total?: components["schemas"]["Amount"];
            cart_total_initial?: components["schemas"]["Amount"];
            shipping_price?: components["schemas"]["Amount"];
            shipping_method?: components["schemas"]["OrderShippingMethod"] | null;
            digital_shipping_method?: components["schemas"]["OrderShippingMethod"] | null;
            /** @description Status of the order's latest payment; null when no payment was started (e.g. paid on delivery). */
            payment_status?: components["schemas"]["PaymentStatus"] | null;
            /** @description Kind of the latest payment's method, else of the method chosen with the order: online, offline (bank transfer), on-delivery. */
            payment_method_type?: string | null;
        };
        WishlistEntry: {
            id: string;
            product: components["schemas"]["ProductListItem"];
            /** Format: date-time */
            created_at?: string;
        };
        Banner: {
            id: string;
            slug: string;
            name: string;
            /** @description Whether the storefront shows it; lists and reads answer inactive banners too. */
            active: boolean;
            /** @description The slides, in order; only those published in the request's language unless with_translations. */
            banner_media: {
                id?: string;
                order?: number;
                title?: string | null;
                subtitle?: string | null;
                url?: string | null;
                /** @description Ids of the languages the slide is shown in. */
                published?: string[];
                /** @description With with_translations only; keyed by language id. */
                translations?: {
                    [key: string]: {
                        title?: string | null;
                        subtitle?: string | null;
                    };
                };
                /** @description One picture per minimum screen width (px). */
                media: {
                    min_screen_width: number;
                    media: components["schemas"]["Media"];
                }[];
            }[];
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        BannerWrite: {
            slug?: string;
            name?: string;
            active?: boolean;
            banner_media?: {
                url?: string | null;
                /** @description Keyed by language id. */
                translations?: {
                    [key: string]: {
                        title?: string | null;
                        subtitle?: string | null;
                    };
                };
                /** @description Language ids. */
                published?: string[];
                media?: {
                    min_screen_width: number;
                    /** @description Media id. */
                    media: string;
                }[];
            }[];
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
        };
        Consent: {
            id: string;
            name: string;
            description_html: string;
            required: boolean;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string;
        };
        ConsentWrite: {
            name?: string;
            description_html?: string;
            required?: boolean;
        };
        TagWrite: {
            id?: string;
            name?: string;
            color?: string | null;
        };
        StatusWrite: {
            name?: string;
            color?: string;
            cancel?: boolean;
            description?: string | null;
            hidden?: boolean;
            no_notifications?: boolean;
            metadata?: components["schemas"]["Metadata"];
        };
        Item: {
            id: string;
            name: string;
            sku: string;
            quantity: number;
            shipping_time?: number | null;
            /** Format: date-time */
            shipping_date?: string | null;
            unlimited_stock_shipping_time?: number | null;
            /** Format: date-time */
            unlimited_stock_shipping_date?: string | null;
            metadata?: components["schemas"]["Metadata"];
        };
        ItemWrite: {
            id?: string;
            name?: string;
            sku?: string;
            unlimited_stock_shipping_time?: number | null;
            /** Format: date-time */
            unlimited_stock_shipping_date?: string | null;
            metadata?: components["schemas"]["Metadata"];
        };
        Deposit: {
            id: string;
            item_id: string;
            order_product_id?: string | null;
            quantity: number;
            shipping_time?: number | null;
            /** Format: date-time */
            shipping_date?: string | null;
            from_unlimited?: boolean;
            /** Format: date-time */
            created_at?: string;
        };
        DepositWrite: {
            /** @description Negative to take stock away. */
            quantity: number;
            shipping_time?: number | null;
            /** Format: date-time */
            shipping_date?: string | null;
        };
        ProductSchemaWrite: {
            id?: string;
            type?: components["schemas"]["SchemaType"];
            name?: string;
            description?: string | null;
            prices?: components["schemas"]["PriceWrite"][];
            hidden?: boolean;
            required?: boolean;
            min?: number | null;
            max?: number | null;
            step?: number | null;
            default?: string | null;
            pattern?: string | null;
            validation?: string | null;
            used_schemas?: string[];
            options?: {
                id?: string;
                name: string;
                prices?: components["schemas"]["PriceWrite"][];
                disabled?: boolean;
                items?: string[];
            }[];
            metadata?: components["schemas"]["Metadata"];
        };
        AttributeWrite: {
            id?: string;
            name?: string;
            slug?: string;
            description?: string | null;
            type?: components["schemas"]["AttributeType"];
            global?: boolean;
            sortable?: boolean;
            metadata?: components["schemas"]["Metadata"];
        };
        AttributeOptionWrite: {
            id?: string;
            name?: string | null;
            value_number?: number | null;
            /** Format: date */
            value_date?: string | null;
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description One condition; which other fields apply depends on the type. */
        DiscountCondition: {
            id?: string;
            type: components["schemas"]["DiscountConditionType"];
            min_values?: components["schemas"]["PriceWrite"][] | null;
            max_values?: components["schemas"]["PriceWrite"][] | null;
            include_taxes?: boolean;
            is_in_range?: boolean;
            is_allow_list?: boolean;
            roles?: string[];
            users?: string[];
            product_sets?: string[];
            products?: string[];
            start_at?: string | null;
            end_at?: string | null;
            max_uses?: number;
            weekday?: boolean[];
            min_value?: number | null;
            max_value?: number | null;
        };
        DiscountConditionGroup: {
            id?: string;
            conditions: components["schemas"]["DiscountCondition"][];
        };
        /** @description A sale or coupon as lists give it, its targets as ids. */
        Discount: components["schemas"]["DiscountBase"] & {
            target_products?: string[];
            target_sets?: string[];
            target_shipping_methods?: string[];
        };
        /** @description One sale or coupon as Heseya shows it (SaleShow), its targets as objects. */
        DiscountDetail: components["schemas"]["DiscountBase"] & {
            target_products: components["schemas"]["ProductListItem"][];
            target_sets: {
                id: string;
                slug: string;
                name: string;
            }[];
            target_shipping_methods: {
                id: string;
                name: string;
            }[];
            seo?: null;
        };
        DiscountWrite: {
            id?: string;
            name?: string;
            slug?: string | null;
            code?: string;
            description?: string | null;
            description_html?: string | null;
            percentage?: string | null;
            amounts?: components["schemas"]["PriceWrite"][] | null;
            priority?: number;
            active?: boolean;
            target_type?: components["schemas"]["DiscountTargetType"];
            target_is_allow_list?: boolean;
            target_products?: string[];
            target_sets?: string[];
            target_shipping_methods?: string[];
            condition_groups?: components["schemas"]["DiscountConditionGroup"][];
            metadata?: components["schemas"]["Metadata"];
        };
        Webhook: {
            id: string;
            name: string | null;
            url: string;
            /** @description The HMAC-SHA256 key of the Signature header; Heseya answers it to those who may read webhooks. */
            secret: string | null;
            with_issuer: boolean;
            with_hidden: boolean;
            events: components["schemas"]["WebhookEvent"][];
        };
        WebhookWrite: {
            name?: string;
            /** Format: uri */
            url?: string;
            secret?: string | null;
            with_issuer?: boolean;
            with_hidden?: boolean;
            events?: components["schemas"]["WebhookEvent"][];
        };
        WebhookEventInfo: {
            key: components["schemas"]["WebhookEvent"];
            name: string;
            description?: string | null;
            required_permissions: string[];
            required_hidden_permissions?: string[];
            encrypted?: boolean;
        };
        /** @description A delivery that failed after every try. */
        WebhookLog: {
            id: string;
            web_hook_id: string;
            web_hook?: components["schemas"]["Webhook"] | null;
            event: components["schemas"]["WebhookEvent"];
            url: string;
            status_code: number | null;
            payload?: unknown;
            response?: string | null;
            /** Format: date-time */
            triggered_at: string;
        };
        App: {
            id: string;
            url: string;
            microfrontend_url?: string | null;
            name: string;
            slug: string;
            version?: string | null;
            description?: string | null;
            icon?: string | null;
            author?: string | null;
            permissions?: string[];
            metadata?: components["schemas"]["Metadata"];
        };
        AppInstall: {
            /** Format: uri */
            url: string;
            name?: string | null;
            licence_key?: string | null;
            allowed_permissions: string[];
            public_app_permissions?: string[];
            metadata?: components["schemas"]["Metadata"];
        };
        Permission: {
            id: string;
            /** @description Dotted key, e.g. products.show. */
            name: string;
            description?: string | null;
            assignable: boolean;
        };
        GoogleCategory: {
            id: number;
            name: string;
        };
        ProductPrices: {
            id: string;
            prices_min: components["schemas"]["Price"][];
            prices_max: components["schemas"]["Price"][];
        };
        SeoCheckResult: {
            duplicated: boolean;
            duplicates: {
                id: string;
                model_type: string;
            }[];
        };
        /** @description Paid amounts grouped by period key (e.g. "2026-11"), per currency. */
        PaymentsAnalytics: {
            [key: string]: {
                amount: components["schemas"]["Amount"];
                count: number;
                currency: string;
            }[];
        };
        OrderDocument: {
            id: string;
            type: components["schemas"]["AttachmentType"];
            name: string | null;
            /** Format: date-time */
            created_at?: string;
        };
        OrderUpdate: {
            /** Format: email */
            email?: string;
            comment?: string | null;
            shipping_number?: string | null;
            shipping_method_id?: string | null;
            digital_shipping_method_id?: string | null;
            shipping_place?: components["schemas"]["AddressWrite"] | string | null;
            billing_address?: components["schemas"]["AddressWrite"];
            invoice_requested?: boolean;
        };
        ShippingMethodWrite: {
            id?: string;
            name?: string;
            shipping_type?: components["schemas"]["ShippingType"];
            payment_on_delivery?: boolean;
            public?: boolean;
            is_block_list_countries?: boolean;
            countries?: string[];
            payment_methods?: string[];
            shipping_time_min?: number;
            shipping_time_max?: number;
            shipping_points?: components["schemas"]["AddressWrite"][];
            price_ranges?: {
                start: components["schemas"]["Amount"];
                value: components["schemas"]["Amount"];
                currency: string;
            }[];
            metadata?: components["schemas"]["Metadata"];
        };
        PaymentMethodWrite: {
            id?: string;
            name?: string;
            alias?: string;
            public?: boolean;
            icon?: string | null;
            url?: string | null;
            type?: string | null;
            creates_default_payment?: boolean;
            shipping_methods?: string[];
        };
        PaymentWrite: {
            order_id: string;
            method_id: string;
            external_id?: string | null;
            amount: components["schemas"]["Amount"];
            status: components["schemas"]["PaymentStatus"];
        };
        LanguageWrite: {
            iso?: string;
            name?: string;
            default?: boolean;
            hidden?: boolean;
        };
        SalesChannelWrite: {
            id?: string;
            slug?: string;
            name?: string;
            status?: components["schemas"]["SalesChannelStatus"];
            /** @description Percent: "23". */
            vat_rate?: string | null;
            /** @description Currency code. */
            default_currency?: string;
            default_language_id?: string;
            countries?: string[];
            countries_block_list?: boolean;
        };
        MediaUpdate: {
            alt?: string | null;
            slug?: string | null;
        };
        AttachmentWrite: {
            name?: string;
            label?: string | null;
            type?: components["schemas"]["AttachmentType"];
            visibility?: components["schemas"]["AttachmentVisibility"];
            media_id?: string;
        };
        FavouriteProductSet: {
            id: string;
            product_set: components["schemas"]["ProductSet"];
            /** Format: date-time */
            created_at?: string;
        };
        /** @description A sale (automatic) or a coupon (has a code), Heseya's Sale object; its targets are in Discount and DiscountDetail. */
        DiscountBase: {
            id: string;
            name: string;
            slug: string | null;
            /** @description Coupons only. */
            code?: string | null;
            description?: string | null;
            description_html?: string | null;
            percentage?: string | null;
            amounts?: components["schemas"]["SaleAmount"][] | null;
            priority: number;
            uses?: number;
            active: boolean;
            target_type: components["schemas"]["DiscountTargetType"];
            target_is_allow_list: boolean;
            condition_groups: components["schemas"]["DiscountConditionGroup"][];
            metadata?: components["schemas"]["Metadata"];
            metadata_private?: components["schemas"]["Metadata"];
            published?: string[];
        };
    };
    responses: {
        /** @description One attribute option. */
        AttributeOptionOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["AttributeOption"];
                };
            };
        };
        /** @description One media file. */
        MediaOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Media"];
                };
            };
        };
        /** @description Done; no body. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description No valid access token (or a refresh token that is no longer valid). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Missing permission, or a two-factor code is needed (key CLIENT_TFA_REQUIRED). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many attempts from this client network or against this account (key TOO_MANY_REQUESTS); Retry-After says when to try again. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request was refused; key VALIDATION_ERROR carries field errors, other keys name the rule. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Tokens and the signed-in user. */
        AuthTokens: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["AuthResult"];
                };
            };
        };
        /** @description Two-factor recovery codes (shown once). */
        RecoveryCodes: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: {
                        recovery_codes: string[];
                    };
                };
            };
        };
        /** @description Who the token belongs to. */
        IdentityOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Identity"];
                };
            };
        };
        /** @description The signed-in user. */
        ProfileOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Profile"];
                };
            };
        };
        /** @description One sign-in provider. */
        AuthProviderOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["AuthProvider"];
                };
            };
        };
        /** @description The whole metadata object after the change. */
        MetadataOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Metadata"];
                };
            };
        };
        /** @description The user's saved addresses of that kind after the change. */
        SavedAddressList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["SavedAddress"][];
                };
            };
        };
        /** @description One product. */
        ProductOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Product"];
                };
            };
        };
        /** @description One product set. */
        ProductSetOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["ProductSetDetail"];
                };
            };
        };
        /** @description One content page. */
        PageOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Page"];
                };
            };
        };
        /** @description One setting. */
        SettingOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Setting"];
                };
            };
        };
        /** @description SEO data. */
        SeoOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Seo"];
                };
            };
        };
        /** @description One redirect rule. */
        RedirectOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Redirect"];
                };
            };
        };
        /** @description One order. */
        OrderOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Order"];
                };
            };
        };
        /** @description A page of orders. */
        OrderSummaryList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["OrderSummary"][];
                    meta: components["schemas"]["PaginationMeta"];
                };
            };
        };
        /** @description One user. */
        UserOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["User"];
                };
            };
        };
        /** @description One role. */
        RoleOne: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    data: components["schemas"]["Role"];
                };
            };
        };
    };
    parameters: {
        /** @description Resource id (a UUID), after the literal `id:` prefix. */
        IdPath: string;
        SlugPath: string;
        /** @description Order code. */
        CodePath: string;
        AuthProviderKeyPath: components["schemas"]["AuthProviderKey"];
        Page: number;
        /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
        Limit: number;
        /** @description Comma-joined sort keys, each `field` or `field:asc|desc`. Products also sort by `price:<currency>:<dir>` (the price in that currency), `set.<slug>` (the position in that set; products outside it have none and come first ascending) and `attribute.<id or slug>` (the product's option of that attribute), as Heseya does. */
        Sort: string;
        Search: string;
        IdsQuery: string[];
        /** @description What to return when a translation is missing. */
        LangFallback: "none" | "any" | "default";
        /** @description Metadata equality filters, sent as `metadata.{key}` (Heseya's SDK) or `metadata[key]`; every pair must match, a flag matches 1/0 or true/false. `metadata_private` the same, with the resource's show_metadata_private. */
        MetadataQuery: {
            [key: string]: string | number | boolean;
        };
    };
    requestBodies: {
        ReorderIds: {
            content: {
                "application/json": {
                    /** @description Ids in the new order. */
                    ids: string[];
                };
            };
        };
        /** @description Keys to set; a null value removes the key. */
        MetadataPatch: {
            content: {
                "application/json": components["schemas"]["MetadataPatch"];
            };
        };
        SavedAddressWrite: {
            content: {
                "application/json": components["schemas"]["SavedAddressWrite"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @description Two-factor code or recovery code. */
                    code?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["AuthTokens"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            200: components["responses"]["AuthTokens"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description The account was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
        };
    };
    verifyPasswordResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            204: components["responses"]["NoContent"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** Format: uri */
                    redirect_url: string;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IdentityOne"];
            401: components["responses"]["Unauthorized"];
        };
    };
    checkIdentityToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identity_token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IdentityOne"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setupTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: components["schemas"]["TwoFactorType"];
                };
            };
        };
        responses: {
            /** @description Setup started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            type: components["schemas"]["TwoFactorType"];
                            secret?: string;
                            qr_code_url?: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    confirmTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["RecoveryCodes"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmation"];
            };
        };
        responses: {
            200: components["responses"]["RecoveryCodes"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmation"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAuthProviders: {
        parameters: {
            query?: {
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthProvider"][];
                    };
                };
            };
        };
    };
    getAuthProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["AuthProviderKeyPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AuthProviderOne"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAuthProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["AuthProviderKeyPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    client_id?: string | null;
                    client_secret?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["AuthProviderOne"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    loginWithProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["AuthProviderKeyPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    return_url: string;
                };
            };
        };
        responses: {
            200: components["responses"]["AuthTokens"];
            404: components["responses"]["NotFound"];
            /** @description The sign-in was refused: CLIENT_PROVIDER_IS_NOT_ACTIVE, CLIENT_INVALID_TOKEN (cancelled, forged or used), CLIENT_TOKEN_INVALID_OR_INACTIVE (too late), or CLIENT_ALREADY_HAS_ACCOUNT with `errors.merge_token` when an account with the provider's e-mail exists and is not linked to it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    redirectToProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["AuthProviderKeyPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    return_url: string;
                };
            };
        };
        responses: {
            /** @description Where to send the shopper. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            redirect_url: string;
                        };
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    mergeProviderAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    merge_token: string;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProfileOne"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["ProfileOne"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProfileRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roles: string[];
                };
            };
        };
        responses: {
            200: components["responses"]["UserOne"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProfileMetadataPersonal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    password_new: string;
                    password_confirmation?: string;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createShippingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SavedAddressWrite"];
        responses: {
            200: components["responses"]["SavedAddressList"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteShippingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SavedAddressList"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateShippingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SavedAddressWrite"];
        responses: {
            200: components["responses"]["SavedAddressList"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createBillingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SavedAddressWrite"];
        responses: {
            200: components["responses"]["SavedAddressList"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteBillingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SavedAddressList"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateBillingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SavedAddressWrite"];
        responses: {
            200: components["responses"]["SavedAddressList"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description Comma-joined sort keys, each `field` or `field:asc|desc`. Products also sort by `price:<currency>:<dir>` (the price in that currency), `set.<slug>` (the position in that set; products outside it have none and come first ascending) and `attribute.<id or slug>` (the product's option of that attribute), as Heseya does. */
                sort?: components["parameters"]["Sort"];
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderSummaryList"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMyOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order code. */
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderOne"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listMyOrderProducts: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                shipping_digital?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bought products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderProduct"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    removeOwnAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmation"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                search?: components["parameters"]["Search"];
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description Comma-joined sort keys, each `field` or `field:asc|desc`. Products also sort by `price:<currency>:<dir>` (the price in that currency), `set.<slug>` (the position in that set; products outside it have none and come first ascending) and `attribute.<id or slug>` (the product's option of that attribute), as Heseya does. */
                sort?: components["parameters"]["Sort"];
                "ids[]"?: components["parameters"]["IdsQuery"];
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
                /** @description Metadata equality filters, sent as `metadata.{key}` (Heseya's SDK) or `metadata[key]`; every pair must match, a flag matches 1/0 or true/false. `metadata_private` the same, with the resource's show_metadata_private. */
                metadata?: components["parameters"]["MetadataQuery"];
                name?: string;
                slug?: string;
                public?: boolean;
                /** @description Return detail fields in the list. */
                full?: boolean;
                /** @description Product set slugs; a product in any of them matches. */
                "sets[]"?: string[];
                "sets_not[]"?: string[];
                "tags[]"?: string[];
                "tags_not[]"?: string[];
                available?: boolean;
                has_cover?: boolean;
                shipping_digital?: boolean;
                /** @description Price range in a currency; sent as `price.min`, `price.max`, `price.currency`. */
                price?: {
                    min?: number;
                    max?: number;
                    currency?: string;
                };
                /** @description Attribute filters by attribute slug, sent as `attribute.{slug}`; a value is an option id (or a list of them), or `{min, max}` for number and date attributes. */
                attribute?: components["schemas"]["AttributeFilter"];
                attribute_not?: components["schemas"]["AttributeFilter"];
                attribute_slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductListItem"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductWrite"];
            };
        };
        responses: {
            201: components["responses"]["ProductOne"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductFilters: {
        parameters: {
            query?: {
                "sets[]"?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Filterable attributes with their options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"][];
                    };
                };
            };
        };
    };
    listFilters: {
        parameters: {
            query?: {
                /** @description Ids of the sets (Heseya's description) */
                "sets[]"?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Filterable attributes with their options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"][];
                    };
                };
            };
        };
    };
    getProductBySlug: {
        parameters: {
            query?: {
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
                attribute_slug?: string;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductOne"];
            404: components["responses"]["NotFound"];
        };
    };
    getProduct: {
        parameters: {
            query?: {
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
            };
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductOne"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductWritePartial"];
            };
        };
        responses: {
            200: components["responses"]["ProductOne"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProductMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProductMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listProductSets: {
        parameters: {
            query?: {
                search?: components["parameters"]["Search"];
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                "ids[]"?: components["parameters"]["IdsQuery"];
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
                /** @description Metadata equality filters, sent as `metadata.{key}` (Heseya's SDK) or `metadata[key]`; every pair must match, a flag matches 1/0 or true/false. `metadata_private` the same, with the resource's show_metadata_private. */
                metadata?: components["parameters"]["MetadataQuery"];
                /** @description Only sets without a parent. */
                root?: boolean;
                /** @description Include nested children. */
                tree?: boolean;
                parent_id?: string;
                name?: string;
                slug?: string;
                public?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of product sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSet"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    createProductSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSetWrite"];
            };
        };
        responses: {
            201: components["responses"]["ProductSetOne"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getProductSetBySlug: {
        parameters: {
            query?: {
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
                tree?: boolean;
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductSetOne"];
            404: components["responses"]["NotFound"];
        };
    };
    getProductSet: {
        parameters: {
            query?: {
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
                tree?: boolean;
            };
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductSetOne"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteProductSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProductSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSetWritePartial"];
            };
        };
        responses: {
            200: components["responses"]["ProductSetOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateProductSetMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProductSetMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPages: {
        parameters: {
            query?: {
                search?: components["parameters"]["Search"];
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                "ids[]"?: components["parameters"]["IdsQuery"];
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
                /** @description Metadata equality filters, sent as `metadata.{key}` (Heseya's SDK) or `metadata[key]`; every pair must match, a flag matches 1/0 or true/false. `metadata_private` the same, with the resource's show_metadata_private. */
                metadata?: components["parameters"]["MetadataQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of content pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageListItem"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    createPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageWrite"];
            };
        };
        responses: {
            201: components["responses"]["PageOne"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPageBySlug: {
        parameters: {
            query?: {
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
            };
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PageOne"];
            404: components["responses"]["NotFound"];
        };
    };
    getPage: {
        parameters: {
            query?: {
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
            };
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["PageOne"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageWritePartial"];
            };
        };
        responses: {
            200: components["responses"]["PageOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePageMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePageMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSettings: {
        parameters: {
            query?: {
                /** @description Present (any value, even empty: `?array`): the answer is a flat name → value map instead of the list, as Heseya answers. */
                array?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All settings, as a list, or as a flat map with `array`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Setting"][];
                    } | {
                        [key: string]: string;
                    };
                };
            };
        };
    };
    createSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingWrite"];
            };
        };
        responses: {
            201: components["responses"]["SettingOne"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SettingOne"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    value?: string;
                    public?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["SettingOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getGlobalSeo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SeoOne"];
        };
    };
    updateGlobalSeo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeoWrite"];
            };
        };
        responses: {
            200: components["responses"]["SeoOne"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRedirects: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                enabled?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of redirect rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Redirect"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    createRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedirectWrite"];
            };
        };
        responses: {
            201: components["responses"]["RedirectOne"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RedirectOne"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedirectWritePartial"];
            };
        };
        responses: {
            200: components["responses"]["RedirectOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Currency"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Country"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    processCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartProcessRequest"];
            };
        };
        responses: {
            /** @description The priced cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CartProcessResult"];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                search?: components["parameters"]["Search"];
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description Comma-joined sort keys, each `field` or `field:asc|desc`. Products also sort by `price:<currency>:<dir>` (the price in that currency), `set.<slug>` (the position in that set; products outside it have none and come first ascending) and `attribute.<id or slug>` (the product's option of that attribute), as Heseya does. */
                sort?: components["parameters"]["Sort"];
                status_id?: string;
                paid?: boolean;
                shipping_method_id?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["OrderSummaryList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateRequest"];
            };
        };
        responses: {
            200: components["responses"]["OrderOne"];
            201: components["responses"]["OrderOne"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getOrderByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order code. */
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's public status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderPublic"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    payOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order code. */
                code: components["parameters"]["CodePath"];
                paymentMethodId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    continue_url: string;
                };
            };
        };
        responses: {
            /** @description The order's payment in progress (same method, started recently); no second payment is created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            /** @description A payment was created (one in progress with another method failed). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    payOrderOffline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order code. */
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fulfilled (successful) offline payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listWishlist: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of wishlist entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistEntry"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addToWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: string;
                };
            };
        };
        responses: {
            /** @description The new entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistEntry"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    clearWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
        };
    };
    checkWishlist: {
        parameters: {
            query: {
                "product_ids[]": string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products on the wishlist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            products_in_wishlist: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getWishlistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WishlistEntry"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    removeFromWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                search?: components["parameters"]["Search"];
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description Comma-joined sort keys, each `field` or `field:asc|desc`. Products also sort by `price:<currency>:<dir>` (the price in that currency), `set.<slug>` (the position in that set; products outside it have none and come first ascending) and `attribute.<id or slug>` (the product's option of that attribute), as Heseya does. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserWrite"];
            };
        };
        responses: {
            201: components["responses"]["UserOne"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserWritePartial"];
            };
        };
        responses: {
            200: components["responses"]["UserOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateUserMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUserMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUserMetadataPersonal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                search?: components["parameters"]["Search"];
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                assignable?: boolean;
                is_joinable?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Role"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleWrite"];
            };
        };
        responses: {
            201: components["responses"]["RoleOne"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RoleOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleWritePartial"];
            };
        };
        responses: {
            200: components["responses"]["RoleOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateRoleMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateRoleMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSalesChannels: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description What to return when a translation is missing. */
                lang_fallback?: components["parameters"]["LangFallback"];
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesChannel"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    createSalesChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesChannelWrite"];
            };
        };
        responses: {
            /** @description The new sales channel. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesChannel"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSalesChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sales channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesChannel"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSalesChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSalesChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesChannelWrite"];
            };
        };
        responses: {
            /** @description The changed sales channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SalesChannel"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listLanguages: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    createLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageWrite"];
            };
        };
        responses: {
            /** @description The new language. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageWrite"];
            };
        };
        responses: {
            /** @description The changed language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Language"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listShippingMethods: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                country?: string;
                "cart_value.value"?: string;
                "cart_value.currency"?: string;
                "items[]"?: string[];
                /** @description Metadata equality filters, sent as `metadata.{key}` (Heseya's SDK) or `metadata[key]`; every pair must match, a flag matches 1/0 or true/false. `metadata_private` the same, with the resource's show_metadata_private. */
                metadata?: components["parameters"]["MetadataQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of shipping methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShippingMethod"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    createShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingMethodWrite"];
            };
        };
        responses: {
            /** @description The new shipping method. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShippingMethod"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reorderShippingMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids in the new order. */
                    shipping_methods: string[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shipping method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShippingMethod"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingMethodWrite"];
            };
        };
        responses: {
            /** @description The changed shipping method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ShippingMethod"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateShippingMethodMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateShippingMethodMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description Only the methods offered for this order. */
                order_code?: string;
                shipping_method_id?: string;
                "ids[]"?: components["parameters"]["IdsQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentMethod"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
        };
    };
    createPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodWrite"];
            };
        };
        responses: {
            /** @description The new payment method. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodWrite"];
            };
        };
        responses: {
            /** @description The changed payment method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentWrite"];
            };
        };
        responses: {
            /** @description The recorded payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentWrite"];
            };
        };
        responses: {
            /** @description The changed payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Payment"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderUpdate"];
            };
        };
        responses: {
            /** @description The changed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateOrderMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrderMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status_id: string;
                };
            };
        };
        responses: {
            /** @description The changed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Order"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateOrderProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                /** @description Order product id. */
                pid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_delivered?: boolean;
                    /** @description Link name to address; null removes a link. */
                    urls?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description The changed order product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderProduct"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendOrderUrls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addOrderDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    type: components["schemas"]["AttachmentType"];
                    name?: string;
                    file: string;
                };
            };
        };
        responses: {
            /** @description The attached document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDocument"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendOrderDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Document ids. */
                    uuid: string[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteOrderDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadOrderDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                doc_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGoogleCategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Language of the taxonomy, e.g. pl-PL. */
                lang: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GoogleCategory"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    importProductPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createProductAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachmentWrite"];
            };
        };
        responses: {
            /** @description The attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attachment"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteProductAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                attachment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateProductAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
                attachment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachmentWrite"];
            };
        };
        responses: {
            /** @description The attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attachment"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductPrices: {
        parameters: {
            query: {
                "ids[]": string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prices per product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductPrices"][];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    reorderPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids in the new order. */
                    pages: string[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reorderProductSets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids in the new order. */
                    product_sets: string[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reorderProductSetChildren: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_sets: string[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductSetProducts: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductListItem"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    attachProductSetProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Product ids. */
                    products: string[];
                };
            };
        };
        responses: {
            /** @description The products now in the set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductListItem"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listProductSetProductsAll: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductListItem"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    reorderProductSetProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    products: {
                        id: string;
                        order: number;
                    }[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listFavouriteProductSets: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of favourites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FavouriteProductSet"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    addFavouriteProductSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_set_id: string;
                };
            };
        };
        responses: {
            /** @description The favourite. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FavouriteProductSet"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    clearFavouriteProductSets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getFavouriteProductSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The favourite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FavouriteProductSet"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    removeFavouriteProductSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listAttributes: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                "ids[]"?: components["parameters"]["IdsQuery"];
                global?: boolean;
                sortable?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attributes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeWrite"];
            };
        };
        responses: {
            /** @description The new attribute. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reorderAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ReorderIds"];
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attribute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeWrite"];
            };
        };
        responses: {
            /** @description The changed attribute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attribute"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateAttributeMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAttributeMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAttributeOptions: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                "ids[]"?: components["parameters"]["IdsQuery"];
            };
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttributeOption"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    createAttributeOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeOptionWrite"];
            };
        };
        responses: {
            200: components["responses"]["AttributeOptionOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reorderAttributeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ReorderIds"];
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteAttributeOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute_id: string;
                option_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAttributeOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute_id: string;
                option_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeOptionWrite"];
            };
        };
        responses: {
            200: components["responses"]["AttributeOptionOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateAttributeOptionMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute_id: string;
                option_id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAttributeOptionMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute_id: string;
                option_id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listBanners: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description Banners whose slug contains this. */
                slug?: string;
                "ids[]"?: string[];
                with_translations?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Banner"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerWrite"];
            };
        };
        responses: {
            /** @description The new banner. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Banner"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getBannerBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Banner"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Banner"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerWrite"];
            };
        };
        responses: {
            /** @description The changed banner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Banner"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateBannerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBannerMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listConsents: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of consents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Consent"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentWrite"];
            };
        };
        responses: {
            /** @description The new consent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Consent"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Consent"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentWrite"];
            };
        };
        responses: {
            /** @description The changed consent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Consent"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                "ids[]"?: components["parameters"]["IdsQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagWrite"];
            };
        };
        responses: {
            /** @description The new tag. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagWrite"];
            };
        };
        responses: {
            /** @description The changed tag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listStatuses: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of order statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Status"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusWrite"];
            };
        };
        responses: {
            /** @description The new order status. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Status"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reorderStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ids in the new order. */
                    statuses: string[];
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Order status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Status"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusWrite"];
            };
        };
        responses: {
            /** @description The changed order status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Status"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateStatusMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStatusMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listItems: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                /** @description Comma-joined sort keys, each `field` or `field:asc|desc`. Products also sort by `price:<currency>:<dir>` (the price in that currency), `set.<slug>` (the position in that set; products outside it have none and come first ascending) and `attribute.<id or slug>` (the product's option of that attribute), as Heseya does. */
                sort?: components["parameters"]["Sort"];
                sku?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of warehouse items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Item"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemWrite"];
            };
        };
        responses: {
            /** @description The new warehouse item. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Item"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Warehouse item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Item"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemWrite"];
            };
        };
        responses: {
            /** @description The changed warehouse item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Item"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateItemMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateItemMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listItemDeposits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Deposit"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createItemDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositWrite"];
            };
        };
        responses: {
            /** @description The deposit. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Deposit"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deposits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Deposit"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                /** @description Part of the name */
                name?: string;
                /** @description Part of the URL */
                url?: string;
                /** @description Part of the name, URL or events */
                search?: string;
                "ids[]"?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookWrite"];
            };
        };
        responses: {
            /** @description The new webhook. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEventInfo"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    listWebhookLogs: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                web_hook_id?: string;
                status_code?: number;
                successful?: boolean;
                event?: components["schemas"]["WebhookEvent"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookLog"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookWrite"];
            };
        };
        responses: {
            /** @description The changed webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listApps: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of apps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["App"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    installApp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppInstall"];
            };
        };
        responses: {
            /** @description The installed app. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["App"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description App. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["App"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uninstallApp: {
        parameters: {
            query?: {
                /** @description Remove even when the app does not answer. */
                force?: boolean;
            };
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAppMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAppMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSales: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                "ids[]"?: components["parameters"]["IdsQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Discount"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountWrite"];
            };
        };
        responses: {
            /** @description The new sale. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiscountDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiscountDetail"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountWrite"];
            };
        };
        responses: {
            /** @description The changed sale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiscountDetail"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateSaleMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSaleMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCoupons: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                "ids[]"?: components["parameters"]["IdsQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Discount"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountWrite"];
            };
        };
        responses: {
            /** @description The new coupon. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiscountDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCouponByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order code. */
                code: components["parameters"]["CodePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiscountDetail"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiscountDetail"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountWrite"];
            };
        };
        responses: {
            /** @description The changed coupon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DiscountDetail"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateCouponMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCouponMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchemas: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                "ids[]"?: components["parameters"]["IdsQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of product schemas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSchema"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSchemaWrite"];
            };
        };
        responses: {
            /** @description The new product schema. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSchema"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Product schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSchema"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSchemaWrite"];
            };
        };
        responses: {
            /** @description The changed product schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductSchema"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateSchemaMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSchemaMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMedia: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                /** @description Page size (the storefront asks for up to 500 redirects or sales channels). */
                limit?: components["parameters"]["Limit"];
                search?: components["parameters"]["Search"];
                type?: components["schemas"]["MediaType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of media. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Media"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    createMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file?: string;
                    /** Format: uri */
                    url?: string;
                    type?: components["schemas"]["MediaType"];
                    source?: components["schemas"]["MediaSource"];
                    alt?: string;
                    slug?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            200: components["responses"]["MediaOne"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaUpdate"];
            };
        };
        responses: {
            200: components["responses"]["MediaOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateMediaMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMediaMetadataPrivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MetadataPatch"];
        responses: {
            200: components["responses"]["MetadataOne"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPermissions: {
        parameters: {
            query?: {
                assignable?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Permission"][];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    checkSeoKeywords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keywords: string[];
                    /** @description The model being edited, left out of the check. */
                    excluded?: {
                        id?: string;
                        /** @enum {string} */
                        model?: "Product" | "ProductSet" | "Page";
                    };
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeoCheckResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPaymentsAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                group?: "total" | "yearly" | "monthly" | "daily" | "hourly";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Amounts by period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentsAnalytics"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
        };
    };
    removeUserTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Resource id (a UUID), after the literal `id:` prefix. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
