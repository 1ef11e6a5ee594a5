// Generated from openapi/price-tracker.yaml by `npm run platform:types`. Do not edit by hand.

export interface paths {
    "/products/{productId}/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lowest recent price of one product in a currency */
        get: operations["getProductPriceRecord"];
        put?: never;
        post?: never;
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
        /** Lowest recent prices of several products in a currency */
        get: operations["listProductPriceRecords"];
        put?: never;
        post?: never;
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
        PriceRecord: {
            product_id: string;
            currency: string;
            /** @description Lowest price of the 30 days before the current price took effect (the EU Omnibus figure next to a reduced price), as a decimal string. */
            price_min: string | null;
            /**
             * Format: date-time
             * @description When the current price took effect.
             */
            updated_at?: string;
        };
        ErrorResponse: {
            error: {
                code: number;
                message: string;
                key: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getProductPriceRecord: {
        parameters: {
            query?: {
                /**
                 * @description The product's current lowest price. The answer is measured against it: the lowest
                 *     price of the 30 days before this price took effect (now, if the tracker has not
                 *     recorded it yet), so the days of a sale are never in it (EU Omnibus rule).
                 */
                current_price_min?: string;
            };
            header?: never;
            path: {
                productId: string;
                currency: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price record; price_min is absent or null when nothing is known. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PriceRecord"] | null;
                    };
                };
            };
            /** @description Nothing is known about the product. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    listProductPriceRecords: {
        parameters: {
            query: {
                /** @description The products' ids joined by commas (`?product_ids=...&currency=...`). */
                product_ids: string;
                currency: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per known product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PriceRecord"][];
                    };
                };
            };
            /** @description Missing product ids or currency. */
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
}
