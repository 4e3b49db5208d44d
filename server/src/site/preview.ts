// The site builder's narrow door for the language server's navigation preview: what the preview needs and nothing
// more. Through index.ts the server's bundle would also carry the page-body renderer and its highlighter, which
// the preview never uses. ESLint allows this path and index.ts, no other path into the site builder.
export {
  navigationFocusAt,
  navigationNodeAt,
  renderEditorPreview,
  type EditorPreview,
  type EditorPreviewSources,
} from './editorPreview';
export { PageMetaCache, type PageMetaSource } from './pageMetaCache';
