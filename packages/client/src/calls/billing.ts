import { type ProductListResponse, productListResponseSchema } from '../contract';
import type { HttpClient, QueryParams } from '../core/types';

/** `GET billing/products`: the plans, in `pagination.data`. */
export function getProducts(http: HttpClient, params?: QueryParams): Promise<ProductListResponse> {
  return http.get('billing/products', {
    params,
    schema: productListResponseSchema,
    callName: 'GET billing/products',
  });
}
