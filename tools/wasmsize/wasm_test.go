package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestPkgOf(t *testing.T) {
	for sym, want := range map[string]string{
		"encoding_json.(*decodeState).object":                    "encoding_json",
		"github.com_puzzlesat_puzzlesat_puzzles_grid.Pos.String": "github.com_puzzlesat_puzzlesat_puzzles_grid",
		"honnef.co_go_js_dom_v2.(*BasicNode).AppendChild":        "honnef.co_go_js_dom_v2",
		"type:.eq.fmt.pp": "fmt",
		"":                "?",
		"main":            "main",
	} {
		if got := pkgOf(sym); got != want {
			t.Errorf("pkgOf(%q) = %q, want %q", sym, got, want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("\x00asm"), []byte("hello world!"), []byte("\x00asm\x01\x00\x00\x00\x0a\x05\x01")} {
		if _, err := parse(b); err == nil {
			t.Errorf("parse(%q) accepted it", b)
		}
	}
}

// TestModule reads a small Go module built here: its packages add up to
// its code section, and main and runtime are among them.
func TestModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a WebAssembly module")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "main.go")
	os.WriteFile(src, []byte("package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"hi\") }\n"), 0o644)
	out := filepath.Join(dir, "hi.wasm")
	cmd := exec.Command("go", "build", "-o", out, src)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GO111MODULE=off")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	b, _ := os.ReadFile(out)
	m, err := parse(b)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, n := range m.byPackage() {
		sum += n
	}
	if sum != m.codeTotal() || m.data == 0 {
		t.Errorf("packages add up to %d of %d code bytes; data %d", sum, m.codeTotal(), m.data)
	}
	var w bytes.Buffer
	report(&w, m, 100)
	for _, pkg := range []string{" main\n", " runtime\n", " fmt\n"} {
		if !strings.Contains(w.String(), pkg) {
			t.Errorf("no%s in\n%s", pkg, w.String())
		}
	}
}
