// The history of edits and moves as a list model over the undo stack: "Start", then one row per
// command; the current row is the position shown.
//
// QUndoView resets its whole model on every push, which costs time in proportion to the length
// of the history; this model inserts or removes only the rows that changed, so an edit costs the
// same after a thousand edits as after one.
#pragma once

#include <QAbstractListModel>
#include <QTimer>

class QUndoStack;

class HistoryModel : public QAbstractListModel {
    Q_OBJECT

public:
    explicit HistoryModel(QUndoStack* stack, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // The row of the position shown: 0 for the start, n after the n-th command.
    QModelIndex currentIndex() const;

signals:
    // The row of the position shown moved (undo, redo, a new edit, a click on a row).
    void currentIndexChanged(const QModelIndex& index);

private:
    void stackChanged();

    QUndoStack* m_stack;
    QTimer m_pending;
    int m_rows = 1; // the start and the commands, as last reported to views
    int m_current = 0;
};
