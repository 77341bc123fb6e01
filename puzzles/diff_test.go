package puzzles

import (
	"reflect"
	"testing"
)

type diffAnswer struct{ n int }

func (*diffAnswer) Text() string { return "" }

func TestDiffAnswers(t *testing.T) {
	diff := func(a, b *diffAnswer) []Target { return []Target{{R: a.n, C: b.n}} }
	if got := DiffAnswers(&diffAnswer{1}, &diffAnswer{2}, diff); !reflect.DeepEqual(got, []Target{{R: 1, C: 2}}) {
		t.Errorf("DiffAnswers = %v", got)
	}
	if got := DiffAnswers(&diffAnswer{1}, other{}, diff); got != nil {
		t.Errorf("DiffAnswers with another type's answer = %v, want nil", got)
	}
}
