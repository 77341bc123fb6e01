package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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

// build builds a WebAssembly module with go build args, in the
// environment env besides GOOS=js GOARCH=wasm, and reads it.
func build(t *testing.T, env []string, args ...string) *module {
	t.Helper()
	out := filepath.Join(t.TempDir(), "out.wasm")
	cmd := exec.Command("go", append([]string{"build", "-o", out}, args...)...)
	cmd.Env = append(append(os.Environ(), "GOOS=js", "GOARCH=wasm"), env...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	m, err := parse(b)
	if err != nil {
		t.Fatal(err)
	}
	return m
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
	m := build(t, []string{"GO111MODULE=off"}, src)
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

// TestPageModule reads Light Up's page module (make web's build, without
// -s -w): it links no SAT solver (the worker solves) and dom/v2 only as
// the few concrete methods the page calls, and -pkg lists a package's
// functions that add up to its share.
func TestPageModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a page module")
	}
	m := build(t, nil, "-trimpath", "-tags", "onetype,onetype_lightup", "../../wasm")
	byPkg := m.byPackage()
	// What is left of gophersat is its package initialiser and a
	// Status's String (the solver itself was 127 kB).
	if n := byPkg["github.com_crillab_gophersat_solver"]; n > 4000 {
		t.Errorf("the page module links %d bytes of gophersat's solver", n)
	}
	if n := byPkg["time"]; n > 40000 {
		t.Errorf("the page module links %d bytes of time: its formatting is back", n)
	}
	const dom = "honnef.co_go_js_dom_v2"
	if n := byPkg[dom]; n == 0 || n > 50000 {
		t.Errorf("the page module links %d bytes of dom/v2, want some and under 50000", n)
	}
	var w bytes.Buffer
	functions(&w, m, dom, 1000)
	lines := strings.Split(strings.TrimSpace(w.String()), "\n")
	sum := 0
	for _, l := range lines[1:] {
		var n int
		var name string
		fmt.Sscan(l, &n, &name)
		if !strings.HasPrefix(name, dom+".") {
			t.Errorf("-pkg %s lists %q", dom, l)
		}
		sum += n
	}
	if !strings.HasPrefix(strings.TrimSpace(lines[0]), strconv.Itoa(byPkg[dom])+" "+dom) || sum != byPkg[dom] {
		t.Errorf("-pkg %s: functions add up to %d of %d:\n%s", dom, sum, byPkg[dom], w.String())
	}
}
