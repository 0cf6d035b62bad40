/** `import text from './file.css?raw'`: the file's text (Rsbuild and Vitest both understand `?raw`). */
declare module '*?raw' {
  const text: string;
  export default text;
}
