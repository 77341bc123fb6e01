package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// cmdDeduce: puzzlesat deduce [-type T] [-json] FILE — what every solution shares.
func cmdDeduce(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runReasoning("deduce", args, stdin, stdout, stderr, deduce)
}

// cmdExplain: puzzlesat explain [-type T] [-json] FILE — why there is no solution.
func cmdExplain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runReasoning("explain", args, stdin, stdout, stderr, explain)
}

// reasoning is what a reasoning command does with the puzzle: it returns
// the fields of its JSON object (besides "type"), a function that prints
// it as text, and the exit code.
type reasoning func(inst puzzles.Instance) (fields map[string]any, text func(w io.Writer), code int, err error)

// runReasoning runs "puzzlesat NAME [-type T] [-json] FILE": it reads the
// puzzle, reasons on it and prints the result as text or one JSON object.
func runReasoning(name string, args []string, stdin io.Reader, stdout, stderr io.Writer, reason reasoning) int {
	fs, typ := newFlags(name, stderr)
	asJSON := fs.Bool("json", false, "print one JSON object")
	inst, err := load(fs, typ, args, stdin)
	if err != nil {
		return fail(stdout, stderr, *asJSON, *typ, err, exitInvalid)
	}
	fields, text, code, err := reason(inst)
	if err != nil {
		return fail(stdout, stderr, *asJSON, inst.TypeName(), err, codeOf(err))
	}
	if *asJSON {
		fields["type"] = inst.TypeName()
		return writeJSON(stdout, stderr, fields, code)
	}
	text(stdout)
	return code
}

// deduce finds what every solution shares.
func deduce(inst puzzles.Instance) (map[string]any, func(io.Writer), int, error) {
	d, err := puzzles.Deduce(inst, nil)
	if err != nil {
		return nil, nil, 0, err
	}
	code := exitOK
	if d.Status == puzzles.Unsat {
		code = exitUnsat
	}
	fields := map[string]any{
		"status": d.Status, "reason": d.Reason, "forced": d.Forced, "total": d.Total, "answer": d.Partial, "stats": d.Stats,
	}
	return fields, func(w io.Writer) {
		if d.Status == puzzles.Unsat {
			fmt.Fprintln(w, "no solution", d.Reason)
			return
		}
		fmt.Fprintf(w, "forced in every solution: %d of %d answer variables (%d solves, %.1f ms)\n", d.Forced, d.Total, d.Stats.Solves, d.Stats.Millis)
		if d.Partial != nil {
			fmt.Fprint(w, d.Partial.Text())
		}
	}, code, nil
}

// explain finds why the puzzle has no solution.
func explain(inst puzzles.Instance) (map[string]any, func(io.Writer), int, error) {
	e, err := puzzles.Explain(inst, nil)
	if err != nil {
		return nil, nil, 0, err
	}
	fields := map[string]any{
		"status": e.Status, "reason": e.Reason, "detail": e.Detail, "conflict": e.Conflict, "stats": e.Stats,
	}
	return fields, func(w io.Writer) {
		if e.Status == puzzles.Solved {
			fmt.Fprintln(w, "the puzzle has a solution: nothing to explain")
			return
		}
		fmt.Fprintln(w, "no solution:", e.Reason)
		if e.Detail != "" {
			fmt.Fprintln(w, "found before search:", e.Detail)
		}
		for _, c := range e.Conflict {
			fmt.Fprintf(w, "  %s at row %d, column %d\n", c.Value, c.Cell[0]+1, c.Cell[1]+1)
		}
	}, exitOK, nil
}

// cmdEncode: puzzlesat encode -format dimacs|opb|smt2 [-type T] FILE
func cmdEncode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("encode", stderr)
	format := fs.String("format", "dimacs", "dimacs, opb or smt2")
	inst, err := load(fs, typ, args, stdin)
	if err != nil {
		return fail(stdout, stderr, false, *typ, err, exitInvalid)
	}
	m, err := puzzles.Encoding(inst)
	if err != nil {
		return fail(stdout, stderr, false, inst.TypeName(), err, exitInvalid)
	}
	switch *format {
	case "dimacs":
		err = m.WriteDIMACS(stdout)
	case "opb":
		err = m.WriteOPB(stdout)
	case "smt2":
		err = m.WriteSMT2(stdout)
	default:
		err = fmt.Errorf("-format %q: use dimacs, opb or smt2", *format)
	}
	if err != nil {
		return fail(stdout, stderr, false, inst.TypeName(), err, exitInvalid)
	}
	return exitOK
}

// codeOf is the exit code for a failed command: 3 for an internal error.
func codeOf(err error) int {
	if puzzles.IsInternal(err) {
		return exitInternal
	}
	return exitInvalid
}

func fail(stdout, stderr io.Writer, asJSON bool, typ string, err error, code int) int {
	if asJSON {
		return writeJSON(stdout, stderr, map[string]any{"type": typ, "status": puzzles.Invalid, "error": err.Error()}, code)
	}
	fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
	return code
}

// writeJSON writes v to stdout as one line of JSON (HTML left unescaped)
// and returns code, or reports the failure on stderr and returns
// exitInternal.
func writeJSON(stdout, stderr io.Writer, v any, code int) int {
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
		return exitInternal
	}
	return code
}
