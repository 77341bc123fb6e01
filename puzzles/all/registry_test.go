package all

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestTypeFiles checks the files that register the types: type_NAME.go is
// built by the tag onetype_NAME (a one-type module, see the Makefile) and
// registers NAME (register panics otherwise), and every registered type has
// its file.
func TestTypeFiles(t *testing.T) {
	files, _ := filepath.Glob("type_*.go")
	var names []string
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(f, "type_"), ".go")
		names = append(names, name)
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src := string(b)
		if want := "//go:build !onetype || onetype_" + name + "\n"; !strings.HasPrefix(src, want) {
			t.Errorf("%s does not start with %q", f, want)
		}
		if want := `register("` + name + `", `; strings.Count(src, "register(") != 1 || !strings.Contains(src, want) {
			t.Errorf("%s does not register %s alone", f, name)
		}
	}
	if got := Names(); !slices.Equal(names, got) {
		t.Errorf("type files %v, registered types %v", names, got)
	}
}
