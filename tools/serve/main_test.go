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
