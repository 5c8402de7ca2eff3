// The game's moves, each with its grade: the line from the start, and each variation under the
// move it replaces, its moves after its first one beneath that one.
//
//     Start
//     1. x b2        ✓ best
//     1... o a2      ? mistake
//         1... o a1  ✓ best          a variation: instead of a2
//             2. x c3  ✓ best
//     2. x a1        ✓ best
//
// Clicking a move (or moving the selection with the arrow keys) shows the position after it;
// ←/→ step along the line, Home/End go to the start and to the end of the line. The grade's
// sentence is in the tooltip. The list only reads the model; every change goes through it.
#pragma once

#include "ttt/game.h"

#include <QTreeWidget>

class PositionModel;
class QAction;

class MoveList : public QTreeWidget {
    Q_OBJECT

public:
    explicit MoveList(PositionModel* model, QWidget* parent = nullptr);

    // Actions for the context menu (promote, delete), acting on the place shown.
    void setContextActions(const QList<QAction*>& actions);

    // The item of a place ({} is the start), or none.
    QTreeWidgetItem* itemOf(const ttt::GamePath& path) const;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void refreshGrades();
    void follow(); // selects the place shown
    void addLine(QTreeWidgetItem* parent, const ttt::GamePath& at, int index);
    QTreeWidgetItem* addMove(QTreeWidgetItem* parent, const ttt::GamePath& path);
    // `text` followed by the record's comment at `path`, quoted, when it has one.
    QString withComment(const QString& text, const ttt::GamePath& path) const;

    PositionModel* m_model;
    ttt::Game m_shown; // the game the items were built for
    QList<QAction*> m_contextActions;
    bool m_following = false; // selecting the place shown, not a person's click
};
