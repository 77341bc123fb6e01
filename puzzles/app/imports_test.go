package app

import (
	"go/build"
	"io/fs"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// TestNoTypeKnowledge: the app, the page's modules and the tools import
// no puzzle type's package: they reach the types through puzzles/all and
// the contract's optional interfaces, so that adding a type is its folder
// and one registry line.
func TestNoTypeKnowledge(t *testing.T) {
	typePkgs := typePackages(t)
	var dirs []string
	for _, root := range []string{".", "../../wasm", "../../tools"} {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				dirs = append(dirs, path)
			}
			return nil
		})
	}
	ctxt := build.Default
	ctxt.GOOS, ctxt.GOARCH = "js", "wasm" // the page's files build only there
	checked := 0
	for _, dir := range dirs {
		for _, c := range []build.Context{build.Default, ctxt} {
			pkg, err := c.ImportDir(dir, 0)
			if err != nil {
				continue // no Go files (for this platform)
			}
			checked++
			for _, imp := range pkg.Imports { // not the tests' imports
				if typePkgs[imp] {
					t.Errorf("%s imports the type package %s", dir, imp)
				}
			}
		}
	}
	if checked < 6 {
		t.Fatalf("only %d packages checked", checked)
	}
}

// typePackages are the packages of the registered types' puzzles (a
// type's own package, wherever its Type is made).
func typePackages(t *testing.T) map[string]bool {
	out := map[string]bool{}
	for _, typ := range all.Types() {
		inst, err := typ.Parse(typ.Examples()[0].Text)
		if err != nil {
			t.Fatalf("%s: %v", typ.Name(), err)
		}
		out[reflect.TypeOf(inst).Elem().PkgPath()] = true
	}
	if len(out) < 10 {
		t.Fatalf("only %d type packages found", len(out))
	}
	return out
}
