package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

func TestScript(t *testing.T) {
	s := script()
	const head = "self.puzzlesatTypes = "
	i := strings.Index(s, head)
	if i < 0 || !strings.HasSuffix(s, ";\n") {
		t.Fatalf("not an assignment of the list:\n%s", s)
	}
	var list [][2]string
	if err := json.Unmarshal([]byte(strings.TrimSuffix(s[i+len(head):], ";\n")), &list); err != nil {
		t.Fatal(err)
	}
	types := all.Types()
	if len(list) != len(types) {
		t.Fatalf("%d types listed, %d registered", len(list), len(types))
	}
	for i, ty := range types {
		if list[i] != [2]string{ty.Name(), ty.Title()} {
			t.Errorf("entry %d is %v, want %s %q", i, list[i], ty.Name(), ty.Title())
		}
	}
}
