//go:build js && wasm

package main

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// The page uses dom/v2 through its concrete types only: an element is a
// *dom.BasicHTMLElement (the canvas a *dom.HTMLCanvasElement), an event a
// *dom.BasicEvent (a key's a *dom.KeyboardEvent), made here from the
// js.Value. dom/v2's interfaces (Document, Element, HTMLElement, Event)
// and whatever returns one (GetElementByID, CreateElement, ParentElement,
// AddEventListener's listener, Target) wrap each value in one of some 140
// element and event types picked by its tag or event name; every method
// then called through an interface is linked for all of those types. That
// was 0.80 MB of the page module's 4.3 MB of code, against the few dozen
// methods the page calls. Nor does an element become a dom.Node (children
// are added with the DOM's appendChild): that interface's methods name
// dom.Event, whose TimeStamp links time's formatting and parsing.

// document is the page's document.
var document = js.Global().Get("document")

// element is an HTML element as dom/v2's concrete type.
func element(v js.Value) *dom.BasicHTMLElement {
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: v}}}
}

// byID is the element with that id; its Value is null when there is none.
func byID(id string) *dom.BasicHTMLElement {
	return element(document.Call("getElementById", id))
}

// create makes an element of the tag.
func create(tag string) *dom.BasicHTMLElement {
	return element(document.Call("createElement", tag))
}

// parent is an element's parent element.
func parent(e *dom.BasicHTMLElement) *dom.BasicHTMLElement {
	return element(e.Get("parentElement"))
}

// listen calls f with each event of the type on target (an element's
// Value, the window); the listener stays for the page's life.
func listen(target js.Value, typ string, f func(*dom.BasicEvent)) {
	target.Call("addEventListener", typ, js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(&dom.BasicEvent{Value: args[0]})
		return nil
	}), false)
}

// keyEvent is a keydown's event as a key event.
func keyEvent(e *dom.BasicEvent) *dom.KeyboardEvent { return &dom.KeyboardEvent{BasicEvent: e} }
