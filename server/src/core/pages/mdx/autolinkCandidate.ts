// What each form of GFM literal autolink needs in its text (`http://`, `https://`, `www.`, or an `@` for e-mail and
// xmpp addresses): a text without any of them is never split by the literal-autolink pass over the tree.
export const AUTOLINK_CANDIDATE = /https?:\/\/|www\.|@/i;
