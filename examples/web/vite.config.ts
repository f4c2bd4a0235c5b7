import { defineConfig } from "vite";

// `base: "./"`: the built page works from any folder of any static file server.
// The package is a link to crates/traditional-games-wasm: the dev server may read the repository's files, and
// the package is left out of the dependency pre-bundling, which would lose its WebAssembly file's URL.
export default defineConfig({
  base: "./",
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  worker: { format: "es" },
  server: { fs: { allow: ["../.."] } },
  optimizeDeps: { exclude: ["traditional-games"] },
});
