// Command serve is puzzlesat's development web server: it serves a folder
// with the right MIME types (application/wasm for compileStreaming), gzip
// compression and no caching, and prints the address it listens on.
//
//	serve [-dir web] [-addr localhost:8080] [-prefix /]
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"strings"
)

func main() {
	dir := flag.String("dir", "web", "folder to serve")
	addr := flag.String("addr", "localhost:8080", "address to listen on (port 0 picks a free port)")
	prefix := flag.String("prefix", "/", "URL path to serve the folder under, such as /puzzlesat/ (as on GitHub Pages)")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	p := "/" + strings.Trim(*prefix, "/") + "/"
	if p == "//" {
		p = "/"
	}
	mux := http.NewServeMux()
	mux.Handle(p, http.StripPrefix(strings.TrimSuffix(p, "/"), Handler(*dir)))
	fmt.Printf("serving %s at http://%s%s\n", *dir, ln.Addr(), p)
	os.Stdout.Sync()
	log.Fatal(http.Serve(ln, mux))
}

func init() {
	for ext, typ := range map[string]string{
		".wasm": "application/wasm", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
		".css": "text/css; charset=utf-8", ".html": "text/html; charset=utf-8", ".svg": "image/svg+xml",
		".webmanifest": "application/manifest+json", ".json": "application/json",
	} {
		mime.AddExtensionType(ext, typ)
	}
}

// Handler serves dir with compression and without caching (the browser
// revalidates every file, and gets 304 Not Modified while it is unchanged).
// Files are compressed once per version: they compress in the background
// one after another, and Handler returns without waiting, so the server
// listens at once; a request for a file still compressing waits for that
// file alone, and one for a file not yet reached compresses it at once.
func Handler(dir string) http.Handler { return handler(newGzipCache(dir)) }

// handler is Handler over the folder and compression of cache.
func handler(cache *gzipCache) http.Handler {
	files := http.FileServer(http.Dir(cache.dir))
	cache.warm()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || r.Header.Get("Range") != "" ||
			strings.HasSuffix(r.URL.Path, "/index.html") { // the file server redirects it to ./
			files.ServeHTTP(w, r)
			return
		}
		body, mod, ok := cache.get(r.URL.Path)
		if !ok {
			files.ServeHTTP(w, r)
			return
		}
		name := path.Base(r.URL.Path)
		if strings.HasSuffix(r.URL.Path, "/") {
			name = "index.html"
		}
		typ := mime.TypeByExtension(path.Ext(name))
		if typ == "" {
			typ = "application/octet-stream"
		}
		w.Header().Set("Content-Type", typ)
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Add("Vary", "Accept-Encoding")
		http.ServeContent(w, r, name, mod, bytes.NewReader(body))
	})
}
