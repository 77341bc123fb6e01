package tatham

import "testing"

func TestForm(t *testing.T) {
	f := Form(func(id string) (string, error) { return "read " + id, nil }, "iemLd")
	if !f.Is("7x7m3L:a") || f.Is("7x7q:a") || f.Is("#bridges\n1") {
		t.Error("Form.Is: want game IDs with the letters iemLd only")
	}
	if got, err := f.Parse("7x7:a"); got != "read 7x7:a" || err != nil {
		t.Errorf("Form.Parse = %q, %v", got, err)
	}
}
