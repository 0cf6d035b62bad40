/** CSS Modules: Rsbuild gives each class a stable hashed name (the same in browser and node builds). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
