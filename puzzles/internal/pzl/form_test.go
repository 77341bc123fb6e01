package pzl

import "testing"

func TestForm(t *testing.T) {
	f := Form(func(url string) (string, error) { return "read " + url, nil }, "akari", "lightup")
	if !f.Is("https://puzz.link/p?lightup/1/1/") || f.Is("https://puzz.link/p?mashu/1/1/") {
		t.Error("Form.Is: want the URLs of akari and lightup only")
	}
	if got, err := f.Parse("akari/1/1/"); got != "read akari/1/1/" || err != nil {
		t.Errorf("Form.Parse = %q, %v", got, err)
	}
}
