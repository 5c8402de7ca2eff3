# The AppStream metadata passes `appstreamcli validate --no-net --strict` (no error, warning or
# info; only the pedantic remark that the id has capitals, as reverse-DNS application names
# commonly do), and its <id> and <launchable> name the application's id and desktop entry.
# cmake -DMETAINFO_FILE=<file> -DAPP_ID=<id> -P metainfo.cmake
cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/support.cmake)
string(REPLACE "." "\\." id_pattern "${APP_ID}")
ttt_find_tool(appstreamcli appstreamcli appstream)

ttt_run(report ${appstreamcli} validate --no-net --strict --explain ${METAINFO_FILE})

file(READ ${METAINFO_FILE} metainfo)
if(NOT metainfo MATCHES "<id>${id_pattern}</id>")
    message(FATAL_ERROR "${METAINFO_FILE} must have <id>${APP_ID}</id>")
endif()
if(NOT metainfo MATCHES "<launchable type=\"desktop-id\">${id_pattern}\\.desktop</launchable>")
    message(FATAL_ERROR "${METAINFO_FILE} must have "
        "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>")
endif()
get_filename_component(name ${METAINFO_FILE} NAME)
if(NOT name STREQUAL "${APP_ID}.metainfo.xml")
    message(FATAL_ERROR "the metadata file is ${name}; it must be ${APP_ID}.metainfo.xml")
endif()
