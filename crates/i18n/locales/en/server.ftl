# What the server says in its answers: the reasons for an error any request can meet, and
# what a room's connection tells a player. $people: how many people a room holds.

server-not-found = Not found.
server-too-many = Too many requests; please wait a moment.
server-not-ready = Not ready.
server-store = Statistics unavailable; please try again later.
server-busy = The server is busy; please try again in a moment.
server-internal = Something went wrong on our side.
server-room-hello-first = Say hello first.
server-room-too-fast = You are changing the board faster than the room can follow; slow down a little.
server-room-not-kept = The change could not be kept; the room will catch up when the server can.
server-room-not-found = There is no such room: the link may be incomplete, or the room was removed after 30 days unused.
server-room-full = This room is full: { $people } people are playing in it.
server-room-unavailable = The room cannot be opened right now; try again in a moment.
server-rooms-full = This server has as many rooms open as it can hold; try again in a few minutes.
server-room-sockets-client = Your network has as many rooms open as one may; close some first.
server-rooms-store = Rooms are unavailable right now; please try again in a moment.
server-sync-store = Sync is unavailable right now; your games stay in this browser. Please try again later.
server-sync-too-deep = The document is nested too deeply to be this site's data.
server-room-no-cell = There is no such cell.
server-room-given = That cell is a given.
server-room-no-digit = That digit is not on this grid.
server-room-no-colour = There is no such colour.
server-room-too-long = That message is too long.
server-room-malformed = That is not a message of this site.
server-room-board-too-large = That board is too large for a room.
server-room-not-a-board = That is not a board.
server-rooms-own-pages = Rooms are played from this site's own pages.
