/**
 * Product facts that more than one screen states (landing, pricing, help widget, terms): the contract's
 * constants, shared with the server and the learning assistant, so the copy can never disagree with
 * itself or with what is charged (₹499 = 49900 paise, 7-day trial: DESIGN §4). Imported by subpath:
 * the contract's index loads zod, which the landing page's first load must not.
 */
export { product } from '@pathwise/contract/product';
