// Routes as page rules and redirects compare them: the URL path of a page, with a leading slash and no trailing one.

/** "/a/b/" -> "/a/b", "a" -> "/a"; query and fragment dropped. */
export function normalizeRoute(route: string): string {
  let cut = route.length;
  for (const mark of ['?', '#']) {
    const at = route.indexOf(mark);
    if (at >= 0 && at < cut) cut = at;
  }
  let r = route.slice(0, cut);
  if (!r.startsWith('/')) r = '/' + r;
  while (r.length > 1 && r.endsWith('/')) r = r.slice(0, -1);
  return r;
}
