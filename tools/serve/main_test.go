package main

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestServesWasmCompressed(t *testing.T) {
	dir := t.TempDir()
	body := []byte("\x00asm\x01\x00\x00\x00 pretend module")
	os.WriteFile(filepath.Join(dir, "m.wasm"), body, 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL+"/m.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type %q", ct)
	}
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("not compressed: %v", resp.Header)
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if string(got) != string(body) {
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
