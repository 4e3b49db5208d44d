// The page-body renderer the builder uses. The one place to point at server/src/site/content/ once it exists.
export {
  renderPageContent,
  renderEndpointContent,
  type ContentContext,
  type RenderedContent,
  type EndpointRenderInput,
} from './placeholderContent';
