import { defineConfig } from "vite";

// `base: "./"`: the built page works from any folder of any static file server.
export default defineConfig({
  base: "./",
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
  worker: { format: "es" },
});
