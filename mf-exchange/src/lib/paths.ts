// The area's paths, built in one place.

export const detailPath = (id: number, step?: 'redeem' | 'confirm') => `/exchange/detail/${id}${step ? `?step=${step}` : ''}`;

export const successPath = (orderId: number) => `/exchange/success?order=${orderId}`;

/** Sign in, then back to where the member was (the login screen follows an allow-listed `redirect`). */
export const loginPath = (back: string) => `/login?redirect=${encodeURIComponent(back)}`;
