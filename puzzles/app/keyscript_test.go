package app

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/all"
)

// TestKeyboardEntersEveryFirstExample: every type's first example can be
// entered from a blank board with the keyboard alone, and replaying the
// strokes through a Session, as the page does (Tab onto the board, keys
// on it, pad buttons pressed by name), makes the same puzzle.
func TestKeyboardEntersEveryFirstExample(t *testing.T) {
	eachFirstExample(t, func(t *testing.T, ex *Session) {
		want := Typeable(ex.Inst)
		strokes, got, err := KeyScript(want)
		if err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("%d strokes entered\n%s\nwant\n%s", len(strokes), got, want)
		}
		size := Size(want)
		s, err := Blank(ex.Type.Name(), size[0].Value, size[len(size)-1].Value)
		if err != nil {
			t.Fatal(err)
		}
		s.Focus()
		for i, st := range strokes {
			if err := replay(s, st); err != nil {
				t.Fatalf("stroke %d %+v: %v", i, st, err)
			}
		}
		if s.Inst.String() != want.String() {
			t.Fatalf("replayed\n%s\nwant\n%s", s.Inst, want)
		}
	})
}

// replay plays one stroke on s as the page does.
func replay(s *Session, st Stroke) error {
	if st.Pad != "" {
		for _, k := range s.Keys() {
			if k.Label == st.Pad {
				return s.Press(k.Key)
			}
		}
		return fmt.Errorf("no pad key %q", st.Pad)
	}
	key, shift := strings.CutPrefix(st.Key, "Shift+")
	return s.Key(key, false, shift)
}

// eachFirstExample runs check, in a subtest named after the type, on a
// session of each type's first example.
func eachFirstExample(t *testing.T, check func(t *testing.T, s *Session)) {
	for _, typ := range all.Types() {
		t.Run(typ.Name(), func(t *testing.T) {
			s, err := Example(typ.Name(), 0)
			if err != nil {
				t.Fatal(err)
			}
			check(t, s)
		})
	}
}
