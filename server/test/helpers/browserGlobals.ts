// The shapes of the browser's objects that the tests' in-page functions use: the project compiles without the DOM
// library, so each test declares `document` with what it asks of it, in these terms.
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface El {
  getBoundingClientRect(): Box;
}
