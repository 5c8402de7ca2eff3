# The desktop entry passes desktop-file-validate without a single remark (errors, warnings and
# hints alike), is named after the application's id and uses the id as its icon, which is how
# desktops match the entry, the icon and the AppStream metadata.
# cmake -DDESKTOP_FILE=<file> -DAPP_ID=<id> -P desktop-entry.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/support.cmake)
string(REPLACE "." "\\." id_pattern "${APP_ID}")
ttt_find_tool(validate desktop-file-validate desktop-file-utils)

ttt_run(remarks ${validate} ${DESKTOP_FILE})
if(NOT remarks STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate has remarks on ${DESKTOP_FILE}:\n${remarks}")
endif()

get_filename_component(name ${DESKTOP_FILE} NAME)
if(NOT name STREQUAL "${APP_ID}.desktop")
    message(FATAL_ERROR "the desktop entry is ${name}; it must be ${APP_ID}.desktop")
endif()
file(STRINGS ${DESKTOP_FILE} icon REGEX "^Icon=")
if(NOT icon STREQUAL "Icon=${APP_ID}")
    message(FATAL_ERROR "the desktop entry has '${icon}'; it must be Icon=${APP_ID}, the name "
        "its icons are installed under")
endif()
