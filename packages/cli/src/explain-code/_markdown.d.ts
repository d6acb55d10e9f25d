// The build bundles Markdown as text (tsup.config.ts: loader '.md': 'text').
declare module '*.md' {
  const text: string
  export default text
}
