/**
 * The fetch every unit test starts with: it answers as a browser does when the shop's server is
 * down, a TypeError. happy-dom's own fetch would really connect to its page address
 * (http://localhost:3000), which nothing serves, and print a connect ECONNREFUSED trace that no
 * test can catch. A test that cares about an answer stubs fetch itself (vi.stubGlobal).
 */
export const unreachableServer: typeof fetch = async (input) => {
  const url = input instanceof Request ? input.url : String(input);
  throw new TypeError(`Failed to fetch ${url}: unit tests reach no server; stub fetch to answer`);
};
