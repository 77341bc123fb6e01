package main

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
)

func TestServesWasmCompressed(t *testing.T) {
	dir := t.TempDir()
	body := []byte("\x00asm\x01\x00\x00\x00 pretend module")
	os.WriteFile(filepath.Join(dir, "m.wasm"), body, 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	got, header := getGzip(t, srv.URL+"/m.wasm")
	if ct := header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type %q", ct)
	}
	if got != string(body) {
		t.Errorf("body %q", got)
	}
}

func TestRevalidatesAndRedirects(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	get := func(path string, header map[string]string) *http.Response {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	first := get("/", nil)
	if first.StatusCode != 200 || first.Header.Get("Content-Type") != "text/html; charset=utf-8" || first.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("GET /: %d %v", first.StatusCode, first.Header)
	}
	if again := get("/", map[string]string{"If-Modified-Since": first.Header.Get("Last-Modified")}); again.StatusCode != 304 {
		t.Errorf("revalidation: %d, want 304", again.StatusCode)
	}
	if r := get("/index.html", nil); r.StatusCode != 301 {
		t.Errorf("/index.html: %d, want a redirect to ./", r.StatusCode)
	}
	if r := get("/missing.js", nil); r.StatusCode != 404 {
		t.Errorf("/missing.js: %d, want 404", r.StatusCode)
	}
}

// TestAnswersWhileCompressing: Handler returns while a module is still
// compressing, other files are answered meanwhile, and the module's
// request waits for the compression already under way rather than
// starting another.
func TestAnswersWhileCompressing(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644)
	module := []byte("\x00asm\x01\x00\x00\x00 pretend module")
	os.WriteFile(filepath.Join(dir, "m.wasm"), module, 0o644)
	release := make(chan struct{})
	var wasmZips atomic.Int32
	cache := newGzipCache(dir)
	cache.compress = func(file string) ([]byte, error) {
		if filepath.Ext(file) == ".wasm" {
			wasmZips.Add(1)
			<-release // held until the page has been answered
		}
		return gzipFile(file)
	}
	srv := httptest.NewServer(handler(cache))
	defer srv.Close()
	if body, _ := getGzip(t, srv.URL+"/"); body != "<!doctype html>" {
		t.Errorf("GET / while the module compresses: %q", body)
	}
	close(release)
	if body, _ := getGzip(t, srv.URL+"/m.wasm"); body != string(module) {
		t.Errorf("GET /m.wasm: %q", body)
	}
	if n := wasmZips.Load(); n != 1 {
		t.Errorf("the module was compressed %d times, want once", n)
	}
}

// getGzip gets url asking for gzip and returns the decompressed body and
// the header, failing the test unless the answer is 200 and gzip-encoded.
func getGzip(t *testing.T, url string) (body string, header http.Header) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("GET %s: %d %v", url, resp.StatusCode, resp.Header)
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	return string(got), resp.Header
}

// TestRetriesFailedCompression: a compression that fails is not kept, so
// the next request compresses the file again.
func TestRetriesFailedCompression(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "m.wasm"), []byte("module"), 0o644)
	cache := newGzipCache(dir)
	fail := true
	cache.compress = func(file string) ([]byte, error) {
		if fail {
			return nil, os.ErrPermission
		}
		return gzipFile(file)
	}
	if _, _, ok := cache.get("/m.wasm"); ok {
		t.Fatal("a failed compression reported ok")
	}
	fail = false
	if _, _, ok := cache.get("/m.wasm"); !ok {
		t.Error("the second request did not compress the file again")
	}
}
