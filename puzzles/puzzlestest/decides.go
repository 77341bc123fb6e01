package puzzlestest

import "testing"

// Decides checks a yes-or-no question about a text (is it a game ID, does
// it open with a header) on each input of cases: f must answer the case's
// value. name names f in failures.
func Decides(t testing.TB, name string, f func(text string) bool, cases map[string]bool) {
	t.Helper()
	for in, want := range cases {
		if got := f(in); got != want {
			t.Errorf("%s(%q) = %v, want %v", name, in, got, want)
		}
	}
}
