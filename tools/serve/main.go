// Command serve is puzzlesat's development web server: it serves a folder
// with the right MIME types (application/wasm for compileStreaming), gzip
// compression and no caching, and prints the address it listens on.
//
//	serve [-dir web] [-addr localhost:8080] [-prefix /]
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
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

// Handler serves dir with compression and without caching.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || r.Header.Get("Range") != "" {
			files.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.Header().Add("Vary", "Accept-Encoding")
		gz := gzip.NewWriter(w)
		defer gz.Close()
		files.ServeHTTP(gzipWriter{ResponseWriter: w, w: gz}, r)
	})
}

type gzipWriter struct {
	http.ResponseWriter
	w io.Writer
}

func (g gzipWriter) Write(b []byte) (int, error) { return g.w.Write(b) }

// WriteHeader drops the length the file server computed for the
// uncompressed body.
func (g gzipWriter) WriteHeader(code int) {
	g.Header().Del("Content-Length")
	g.ResponseWriter.WriteHeader(code)
}
